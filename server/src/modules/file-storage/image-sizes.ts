import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { badInput, errorBody } from '../../core/errors.js';
import { IMMUTABLE_CACHE_CONTROL } from '../../core/files/storage.js';
import { isGeneratedKey } from '../../core/files/storage-key.js';

/**
 * The widths an image of the local provider is served at besides its own (`/public/<key>?w=320`),
 * as WebP: what a phone's product card (about 180 css px at 2x) or a desktop's page of photos
 * needs, instead of the full upload. A fixed list: a client cannot make the server draw (or keep)
 * any size it likes.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** The uploads that have sizes: raster images (an SVG scales itself). */
const RASTER = /\.(png|jpe?g|webp|gif|avif)$/i;

/** Where the sizes of the local provider's files are kept: a dot folder, which the static route never serves. */
export const SIZES_FOLDER = '.sizes';

/** An image larger than this many pixels is refused by sharp rather than decoded (a 16k square is a lot of memory). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The file of a key's size, under the storage root. */
export const sizePath = (root: string, key: string, width: number) => path.join(root, SIZES_FOLDER, `${key}.${width}.webp`);

/** A key's sizes, removed with its file. */
export async function removeSizes(root: string, key: string) {
  await Promise.all(IMAGE_WIDTHS.map((width) => fs.promises.rm(sizePath(root, key, width), { force: true })));
}

/** The sizes being drawn now, by file: two requests for one size draw it once. */
const drawing = new Map<string, Promise<void>>();

async function draw(source: string, target: string, width: number) {
  const { default: sharp } = await import('sharp');
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed once complete: a size is never served half written.
  const partial = path.join(path.dirname(target), `.${randomUUID()}.partial`);
  try {
    await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toFile(partial);
    await fs.promises.rename(partial, target);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

/** Draws a size once, whoever asks for it meanwhile. */
function drawOnce(source: string, target: string, width: number): Promise<void> {
  let pending = drawing.get(target);
  if (!pending) {
    pending = draw(source, target, width).finally(() => drawing.delete(target));
    drawing.set(target, pending);
  }
  return pending;
}

const exists = (file: string) =>
  fs.promises.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );

/**
 * `/public/<key>?w=<width>`: an uploaded image at one of `IMAGE_WIDTHS` (never wider than the
 * upload itself), drawn by sharp on the first request and kept beside the files; the upload
 * itself without `w`. A width not in the list, or a file that is not a raster image, is a 400
 * naming `w`; a file that is not there is left to the static route (its 404).
 */
export function imageSizes(root: string): RequestHandler {
  return async (req, res, next) => {
    const asked = req.query.w;
    if (asked === undefined) return next();
    const width = IMAGE_WIDTHS.find((candidate) => String(candidate) === asked);
    if (!width) {
      res.status(400).json(errorBody(badInput(`w: expected one of ${IMAGE_WIDTHS.join(', ')}`, 'w'), String(req.id)));
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    // Only uploads have sizes: their keys are unique (a size of one never goes stale) and safe paths.
    if (!isGeneratedKey(key)) return next();
    if (!RASTER.test(key)) {
      res.status(400).json(errorBody(badInput('w: only raster images (png, jpeg, webp, gif, avif) have sizes', 'w'), String(req.id)));
      return;
    }
    const source = path.join(root, key);
    if (!(await exists(source))) return next();
    const target = sizePath(root, key, width);
    if (!(await exists(target))) {
      try {
        await drawOnce(source, target, width);
      } catch (error) {
        // An upload sharp cannot read is still served, whole.
        req.log.warn({ err: error, key, width }, 'image size not drawn: the upload is served instead');
        return next();
      }
    }
    res.sendFile(target, {
      dotfiles: 'allow',
      headers: { 'Content-Type': 'image/webp', 'Cache-Control': IMMUTABLE_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' },
    });
  };
}
