import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/access/actor.js';
import type { Where } from '../../core/access/ownership.js';
import { findRows } from '../../core/read/read.js';
import { readsField, seenByEveryone } from '../../core/read/visibility.js';
import { DEFAULT_LANGUAGE, LANGUAGES, segmentsOf } from '../../core/languages.js';
import type { Catalogue } from '../../core/model/catalogue.js';
import { entitiesRead, type ModelDefinition } from '../../core/model/define-model.js';
import { HostPage } from './entities.js';

/** The sitemap protocol's limit of urls in one file; each path is listed once per language. */
export const SITEMAP_MAX_URLS = 50_000;
const MAX_PATHS = Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length);

/** Pages the site shows when something fails: not content for search engines. */
const ERROR_PAGES = new Set(['/404', '/500']);

/** `[ecommerce.products.slug]`: the module, the entity's route segment and the field a page url takes its values from. */
const PLACEHOLDER = /^\[([a-z-]+)\.([a-z-]+)\.([a-z]+)\]$/;

const ANONYMOUS: Actor = { kind: 'anonymous' };

/**
 * Every public page path of the site, without language prefix: the pages' own urls, and for a
 * url with one `[module.entity.field]` segment the path of each row a visitor may read
 * (`/ecommerce/products/linen-shirt`). One statement for the pages and one per entity named,
 * however many rows; at most what one sitemap holds. With the entities whose rows it read.
 */
export async function sitemapPaths(em: EntityManager, catalogue: Catalogue): Promise<{ paths: string[]; models: ModelDefinition[] }> {
  const pages = await readAsEveryone(em, HostPage, 'url', {}, MAX_PATHS);
  const paths: string[] = [];
  const models = new Set<ModelDefinition>([HostPage]);
  // Pages naming the same entity's field (a profile and its social profile) share one read of it.
  const read = new Map<string, Promise<string[]>>();
  for (const page of pages) {
    const url = page;
    if (paths.length >= MAX_PATHS) break;
    const segments = segmentsOf(url);
    const placeholders = segments.filter((segment) => PLACEHOLDER.test(segment));
    if (!placeholders.length) {
      if (!ERROR_PAGES.has(url)) paths.push(url);
      continue;
    }
    // Urls of several placeholders (`/[a.b.c]/[d.e.f]`) match any path: they list nothing.
    if (placeholders.length > 1) continue;
    const [, module, segment, field] = PLACEHOLDER.exec(placeholders[0])!;
    const model = catalogue.modelByRoute(`/api/${module}/${segment}`);
    if (!model) continue;
    for (const read of entitiesRead(model)) models.add(read);
    const key = `${model.name} ${field}`;
    if (!read.has(key)) read.set(key, readableValues(em, model, field, MAX_PATHS));
    const values = (await read.get(key)!).slice(0, MAX_PATHS - paths.length);
    const at = segments.indexOf(placeholders[0]);
    for (const value of values) paths.push(`/${segments.map((part, index) => (index === at ? encodeURIComponent(value) : part)).join('/')}`);
  }
  return { paths, models: [...models] };
}

/** The values of one field of the rows an anonymous visitor reads, in their order; none of a field it may not read. */
async function readAsEveryone(em: EntityManager, model: ModelDefinition, field: string, where: Where, limit: number): Promise<string[]> {
  const seen = seenByEveryone(model);
  if (!readsField(seen, model, field) || limit <= 0) return [];
  const order = [{ name: field, direction: 'asc' as const }];
  const rows = await findRows(em, { model, actor: ANONYMOUS, seen, where, fields: [field], order, limit });
  return rows.map((row) => String(row[field] ?? '')).filter(Boolean);
}

/**
 * The values of `field` of the rows of `model` that anyone may read: none of a field an anonymous
 * visitor may not read (a page url naming `[rbac.identities.email]` lists no address, one naming
 * a password no hash), whatever rows are readable, and none of a row only admins list (an
 * order's receipt, whose file url is what keeps it its subject's).
 */
const readableValues = (em: EntityManager, model: ModelDefinition, field: string, limit: number) =>
  readAsEveryone(em, model, field, { [field]: { $ne: null } }, limit);

/** A path in a language: the default language unprefixed, the others under `/<language>`. */
const localized = (path: string, language: string) => (language === DEFAULT_LANGUAGE ? path : `/${language}${path === '/' ? '' : path}`);

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sitemap of `paths` on the site at `publicUrl`: each path in every language, each entry
 * naming its versions in the other languages and the default one (`x-default`).
 */
export function sitemapXml(publicUrl: string, paths: string[]): string {
  const address = (path: string, language: string) => escapeXml(publicUrl + localized(path, language));
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(path, language)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path, DEFAULT_LANGUAGE)}"/>`,
    ].join('');
    return LANGUAGES.map((language) => `<url><loc>${address(path, language)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
