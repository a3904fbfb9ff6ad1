import { type Language, languageOfPath, localizedPath, DEFAULT_LANGUAGE } from '../i18n/language';
import { isSafeUrl } from './safe-url';

export interface ResolvedLink {
  /** What goes into the anchor's href (or the router's `to`). */
  href: string;
  /** Another site: left as it is and opened in a new tab. */
  external: boolean;
}

/** A scheme (`https:`, `mailto:`, `tel:`) before any path, or a protocol-relative `//host`. */
const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The spec's link rules for buttons, logotypes and slides:
 * - an absolute url is left as it is and opens in a new tab;
 * - a relative path is prefixed with the current language, unless it already carries a
 *   language prefix (a bare language root like `/ru` included);
 * - an empty url is the site root, in the current language (so that a visitor reading in
 *   Russian is not sent back to English).
 * Same-page links (`#anchor`, `?query`) are left as they are. A url with any other scheme
 * than http(s), mailto: or tel: (`javascript:`, however disguised) is treated as empty.
 */
export function resolveLink(url: string | null | undefined, language: Language): ResolvedLink {
  const trimmed = url?.trim() ?? '';
  if (!trimmed || !isSafeUrl(trimmed)) return { href: localizedPath('/', language), external: false };
  if (ABSOLUTE.test(trimmed)) return { href: trimmed, external: true };
  if (trimmed.startsWith('#') || trimmed.startsWith('?')) return { href: trimmed, external: false };

  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (languageOfPath(path) !== DEFAULT_LANGUAGE) return { href: path, external: false };
  const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(path) ?? [path, path, ''];
  return { href: localizedPath(pathname || '/', language) + rest, external: false };
}
