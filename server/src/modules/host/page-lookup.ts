import type { RequestContext } from '../../core/request-context.js';
import { CrudService } from '../../core/crud/crud-service.js';
import { badInput, notFound } from '../../core/errors.js';
import { checkText } from '../../core/text-input.js';
import { rowsOf } from '../../core/crud/repository.js';
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

/** Every page url (small: one row per page, not per product). */
export async function pageUrls(context: RequestContext): Promise<string[]> {
  const rows = await rowsOf(context.em, HostPage).findFields(['url'], {}, { limit: MAX_PAGES, orderBy: { url: 'asc' } });
  return rows.map((row) => row.url);
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

/** The page serving a url: language prefixes and `[module.entity.slug]` segments understood. */
export async function findPageByUrl(context: RequestContext, url: string): Promise<PageMatch> {
  const { language, path } = splitLanguage(checkUrl(url));
  // One statement, whatever the number of pages: the page of this very url, if any, and the
  // pages whose url has placeholders (a few, however many products they serve).
  const candidates = await new CrudService(context, HostPage).matching({ $or: [{ url: path }, { url: { $like: '%[%' } }] });
  const pattern = bestPattern(
    candidates.map((page) => page.url),
    path,
  );
  const page = candidates.find((candidate) => candidate.url === pattern);
  if (!pattern || !page) throw notFound(`No page for ${url}`);
  return { page, language, path, pattern, segments: matchPattern(pattern, path) ?? {} };
}
