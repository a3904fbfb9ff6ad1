import type { RequestContext } from '../../core/request-context.js';
import { CrudService } from '../../core/crud/crud-service.js';
import { badInput, notFound } from '../../core/errors.js';
import { checkText } from '../../core/text-input.js';
import type { NestedRead } from '../../core/crud/nested-rows.js';
import type { RowOf } from '../../core/model/row.js';
import { HostPage } from './entities.js';
import { splitLanguage } from '../../core/languages.js';
import { bestPattern, matchPattern } from './page-url.js';

const MAX_PAGES = 5000;

export function checkUrl(value: unknown, name = 'url'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) {
    throw badInput(`${name}: expected a path starting with '/'`, name);
  }
  return checkText(value, name);
}

/** Every page url the caller may read (small: one row per page, not per product; a visitor's: no draft's). */
export async function pageUrls(context: RequestContext): Promise<string[]> {
  const rows = await new CrudService(context, HostPage).matching({}, { limit: MAX_PAGES });
  return rows.map((row) => row.url).sort();
}

export interface PageMatch {
  page: RowOf<typeof HostPage>;
  /** The language the url's prefix names. */
  language: string;
  /** The url without its language prefix. */
  path: string;
  /** The page url it matched (`/ecommerce/products/[ecommerce.products.slug]`). */
  pattern: string;
  /** The values of the pattern's segments (`{'ecommerce.products.slug': 'red-shirt'}`). */
  segments: Record<string, string>;
}

/**
 * The page serving a url: language prefixes and `[module.entity.slug]` segments understood.
 * `nested`: the page's relations to read with it (its structure), in a second statement.
 */
export async function findPageByUrl(context: RequestContext, url: string, nested: NestedRead[] = []): Promise<PageMatch> {
  const { language, path } = splitLanguage(checkUrl(url));
  // One statement, whatever the number of pages: the page of this very url, if any, and the
  // pages whose url has placeholders (a few, however many products they serve).
  const pages = new CrudService(context, HostPage);
  const candidates = await pages.matching({ $or: [{ url: path }, { url: { $like: '%[%' } }] });
  const pattern = bestPattern(
    candidates.map((page) => page.url),
    path,
  );
  const found = candidates.find((candidate) => candidate.url === pattern);
  const page = found && nested.length ? await pages.one(found.id, nested) : found;
  if (!pattern || !page) throw notFound(`No page for ${url}`);
  return { page, language, path, pattern, segments: matchPattern(pattern, path) ?? {} };
}
