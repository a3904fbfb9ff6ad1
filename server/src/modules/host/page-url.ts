import { badInput } from '../../core/errors.js';
import { segmentsOf } from '../../core/languages.js';
import { checkText } from '../../core/text-input.js';
import { declaredModel } from '../../core/model/define-model.js';
import { readsField, seenByEveryone } from '../../core/read/visibility.js';

/** A segment like `[ecommerce.products.slug]`: matches any one value in a page url. */
const PLACEHOLDER = /^\[([a-z-]+\.[a-z-]+\.[a-z]+)\]$/;

/** The values of the placeholders of `pattern` in `path`, or null when it does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (expected.length !== actual.length) return null;
  const values: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const placeholder = PLACEHOLDER.exec(segment);
    if (placeholder) values[placeholder[1]] = segmentValue(actual[index]);
    else if (segment !== actual[index]) return null;
  }
  return values;
}

/** A url segment as text: a forged one (undecodable, or holding a NUL) is the caller's mistake, not a fault. */
function segmentValue(segment: string): string {
  let value: string;
  try {
    value = decodeURIComponent(segment);
  } catch {
    throw badInput(`url: the segment '${segment.slice(0, 100)}' is not valid percent-encoded UTF-8`, 'url');
  }
  return checkText(value, 'url');
}

/**
 * The page url serving `path`: an exact url first, else the pattern with the most literal
 * segments (`/blog/articles/[blog.articles.slug]` before `/[...]/[...]/[...]`).
 */
export function bestPattern(urls: string[], path: string): string | undefined {
  if (urls.includes(path)) return path;
  return urls
    .filter((url) => url.includes('[') && matchPattern(url, path))
    .sort((a, b) => literalCount(b) - literalCount(a))[0];
}

const literalCount = (url: string) => segmentsOf(url).filter((segment) => !PLACEHOLDER.test(segment)).length;

/**
 * What is wrong with a page url naming an entity's field (`[rbac.identities.email]`) that an
 * anonymous visitor may not read: the sitemap and the pages would list its values for everyone.
 */
export function unreadablePlaceholder(url: string): string | undefined {
  for (const segment of segmentsOf(url)) {
    const placeholder = PLACEHOLDER.exec(segment)?.[1];
    if (!placeholder) continue;
    const [module, entity, field] = placeholder.split('.');
    const model = declaredModel(`/api/${module}/${entity}`);
    if (model && !readsField(seenByEveryone(model), model, field)) {
      return `${segment} names a field visitors may not read: a page url may name only fields every visitor reads`;
    }
  }
  return undefined;
}
