/** Where a relative value is resolved against: any http origin, it only decides the scheme. */
const BASE = 'http://relative.invalid/';

/** A file may live on this site (a path) or on a web server. */
export const FILE_PROTOCOLS: readonly string[] = ['http:', 'https:'];
/** A link may also write a mail or call a number. */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * Whether a url from a client may become a link or a source: parsed the way a browser parses
 * an href (leading spaces and control characters dropped, tabs and newlines removed, the
 * scheme's case ignored), so `' javascript:'`, `'\tjavascript:'` or `'JaVaScRiPt:'` are seen
 * for what they are. A relative path takes the base's scheme and passes; every scheme outside
 * `protocols` (javascript:, data:, vbscript:, file:) fails, as does text that is no url.
 */
export function isAllowedUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value, BASE).protocol);
  } catch {
    return false;
  }
}
