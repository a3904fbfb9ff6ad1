/** Where a relative url is resolved against: any http origin, it only decides the scheme. */
const BASE = 'http://relative.invalid/';

/** What a link of the site may open: pages (here or elsewhere), a mail, a phone call. */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * Whether a url may go into an href: parsed as the browser will parse it (leading spaces and
 * control characters dropped, tabs and newlines removed, any case), so that `' javascript:'`,
 * `'\tjavascript:'` or `'JaVaScRiPt:'` are caught. Relative paths pass; javascript:, data:,
 * vbscript: and every other scheme fail. The server applies the same rule on write; this
 * keeps a value stored before it (or by other means) from becoming a live link.
 */
export function isSafeUrl(url: string, protocols: readonly string[] = LINK_PROTOCOLS): boolean {
  try {
    return protocols.includes(new URL(url, BASE).protocol);
  } catch {
    return false;
  }
}
