import type { HostPageByUrlQuery } from './page-by-url.generated';

/** The page a url matched, as the page engine reads it (PageView renders it, PageHead heads it). */
export type PageMatch = HostPageByUrlQuery['hostPageFindByUrl'];
