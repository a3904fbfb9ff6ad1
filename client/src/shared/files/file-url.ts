/**
 * Where the browser fetches a stored file: a full url (https, or http in development) is
 * used as it is; a stored path is served by this site under /public.
 */
export function fileUrl(file: string): string {
  // Only a value that starts with the scheme is used as it is: anything else (a disguised
  // `javascript:` included) becomes a path under /public, which cannot run code.
  if (/^https?:\/\//i.test(file)) return file;
  return `/public/${file.replace(/^\/+/, '').replace(/^public\//, '')}`;
}

export type FileKind = 'image' | 'video' | 'audio' | 'other';

/** How a file is shown, from its mime type (or, when that is missing, its extension). */
export function fileKind(mimeType: string | null | undefined, file = ''): FileKind {
  const type = mimeType?.toLowerCase() ?? '';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type) return 'other';
  const extension = /\.([a-z\d]+)(?:[?#].*)?$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg'].includes(extension)) return 'image';
  if (['mp4', 'webm', 'ogv', 'mov'].includes(extension)) return 'video';
  if (['mp3', 'ogg', 'wav', 'm4a'].includes(extension)) return 'audio';
  return 'other';
}

/** The last segment of a file's path, to name a download. */
export function fileName(file: string): string {
  return decodeURIComponent(file.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? file);
}

/** The widths this site draws an uploaded image at (server/src/modules/file-storage/image-sizes.ts). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** An upload this site serves itself, as `fileUrl` gives it: a raster image under its generated key. */
const SIZED_UPLOAD = /^\/public\/\d{4}\/\d{2}\/[^?#/]+\.(?:png|jpe?g|webp|gif|avif)$/i;

/**
 * The `srcSet` of an image at `url` (from `fileUrl`): its sizes, so that a phone's card fetches
 * a small WebP rather than the whole upload; none for an image stored elsewhere or an SVG. With
 * the upload's own `width`, the sizes it has are what is offered, each by its true width: the
 * server never draws wider than the upload, so a size asked wider is the upload's width.
 */
export function imageSrcSet(url: string, width?: number | null): string | undefined {
  if (!SIZED_UPLOAD.test(url)) return undefined;
  const widths = width ? [...IMAGE_WIDTHS.filter((size) => size < width), IMAGE_WIDTHS.find((size) => size >= width)].filter((size) => size !== undefined) : IMAGE_WIDTHS;
  return widths.map((size) => `${url}?w=${size} ${width ? Math.min(size, width) : size}w`).join(', ');
}
