import { createHash } from 'node:crypto';
import { CrudService } from '../../../core/crud/crud-service.js';
import { rowsOf } from '../../../core/crud/repository.js';
import { badInput, notFound } from '../../../core/errors.js';
import { LANGUAGES, type Language } from '../../../core/languages.js';
import type { RowOf } from '../../../core/model/row.js';
import type { RequestContext } from '../../../core/request-context.js';
import { FileStorageFile } from '../entities.js';
import { saveGeneratedFile, type FileWriter } from '../file-creation.js';
import { pngRenderer } from '../generate/png-renderer.js';
import { opengraphImage as template } from '../generate/templates/opengraph-image.js';
import type { OpenGraphKinds } from './opengraph-kinds.js';

type File = RowOf<typeof FileStorageFile>;

const TITLE_MAX = 120;
/** The longest slug looked up: longer ones name nothing. */
const SLUG_MAX = 200;

/** Drawings under way in this process, by row, language and digest: a burst of previews draws once. */
const drawing = new Map<string, Promise<File>>();

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The OpenGraph image (1200×630) of the public page, product or article `slug`, in `language`:
 * its title and the site's name drawn with the opengraph template. Drawn once and stored as a
 * File of the template's variant; served stored until what it shows changes (a new title, a
 * new site name), when it is drawn again and the drawing before is removed. Only rows anyone
 * may read are drawn, at most one file per row and language is kept, and drawings are rate
 * limited per address and for the site: no request can make the store grow or the worker busy
 * beyond that.
 */
export async function opengraphImage(context: RequestContext, kinds: OpenGraphKinds, kind: string, slug: string, language: unknown = LANGUAGES[0]): Promise<File> {
  const described = kinds.get(kind);
  if (!described) throw notFound(`No OpenGraph images of ${kind}: expected one of ${[...kinds.keys()].join(', ')}`);
  if (typeof language !== 'string' || !(LANGUAGES as readonly string[]).includes(language)) throw badInput(`language: expected one of ${LANGUAGES.join(', ')}`, 'language');
  const anyone = { em: context.em, actor: { kind: 'anonymous' as const } };
  const [row] = slug.length <= SLUG_MAX ? await new CrudService(anyone, described.model).matching({ slug }, { limit: 1 }) : [];
  if (!row) throw notFound(`No ${kind} with slug ${slug}`);

  const data = { title: clip(await described.title(context.em, row, language as Language), TITLE_MAX), siteName: context.config.siteName };
  const digest = createHash('sha256').update(JSON.stringify([template.variant, data])).digest('hex').slice(0, 16);
  const source = `opengraph:${kind}:${row.id}:${language}`;
  const adminTitle = `OpenGraph image of ${kind} ${slug} (${language}) #${digest}`;
  const drawn = await rowsOf(context.em, FileStorageFile).find({ source, variant: template.variant });
  const current = drawn.find((file) => file.adminTitle === adminTitle);
  if (current) return current;

  const key = `${source}#${digest}`;
  let draw = drawing.get(key);
  if (!draw) {
    draw = drawAndStore(context, data, { adminTitle, alt: data.title, source }, drawn).finally(() => drawing.delete(key));
    drawing.set(key, draw);
  }
  return draw;
}

async function drawAndStore(context: RequestContext, data: { title: string; siteName: string }, values: Record<string, unknown>, before: File[]): Promise<File> {
  await context.limiter.take([`opengraph:ip:${context.ip}`, 'opengraph:site:all']);
  const png = await pngRenderer.render(template.variant, data);
  // Stored by the server on the visitor's behalf: the checks above are the route's own.
  const server: FileWriter = { ...context, actor: { kind: 'server' } };
  const file = await saveGeneratedFile(server, template.variant, png, values);
  // The drawings of what the row showed before are of no more use.
  for (const old of before) await new CrudService(server, FileStorageFile).remove(old.id).catch((error: unknown) => context.log.warn({ err: error, fileId: old.id }, 'could not remove an old OpenGraph image'));
  return file;
}
