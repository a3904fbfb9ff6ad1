/**
 * The query parameters a public page's render may read. The server renders and caches a page by
 * its path and these alone (`pageQuery`): any other parameter (`?utm_source=…`, `?x=1`) names
 * the same page, rendered once and served from the cache, so that a query string cannot make
 * the server render a page again. No public page reads one today (the shop's list keeps its
 * page in its own state): a widget that comes to read one from the address names it here, or
 * the server's render would not see it.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = [];

/**
 * The part of a query string (`?b=2&utm=x&a=1`) a public page's render reads: the parameters
 * of `names`, sorted by name (`?a=1&b=2`; a repeated one keeps its values' order), or '' when
 * none. The server's render and cache key, and the links a page writes to itself, use it alike.
 */
export function pageQuery(search: string, names: readonly string[] = PAGE_QUERY_PARAMETERS): string {
  const kept = [...new URLSearchParams(search)].filter(([name]) => names.includes(name));
  // Array sorts are stable: the values of a repeated parameter stay in their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
}
