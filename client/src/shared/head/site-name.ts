import { useSiteNameQuery } from './site-name.generated';

/** The site's name (the server's SITE_NAME), or undefined until it arrives. */
export function useSiteName(): string | undefined {
  return useSiteNameQuery().data?.serverInfo.siteName;
}

/**
 * A tab's title: what the tab shows, then the site's name (`Shop · Atelier`). A title that
 * already names the site, or the site's own page titled as the site, is left as it is.
 */
export function tabTitle(title: string, siteName: string | undefined): string {
  if (!siteName || !title) return title || siteName || '';
  return title.includes(siteName) ? title : `${title} · ${siteName}`;
}
