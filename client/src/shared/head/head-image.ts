import type { FileFieldsFragment } from '../files/file.generated';
import { firstImage } from '../files/FileView';
import { fileUrl } from '../files/file-url';
import type { HeadImage } from './ContentHead';
import { absoluteUrl } from './head-tags';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';

/** What the server draws an OpenGraph image of, when the row has no picture (its route's kinds). */
export type DrawnImageKind = 'pages' | 'products' | 'articles';

/**
 * The picture the server draws for a row without one (GET /api/file-storage/opengraph/…):
 * its title in the page's language and the site's name, 1200×630, drawn on the first preview.
 */
export function drawnHeadImage(publicUrl: string, kind: DrawnImageKind, slug: string, language: Language, alt: string): HeadImage {
  const query = language === DEFAULT_LANGUAGE ? '' : `?language=${language}`;
  return { url: absoluteUrl(publicUrl, `/api/file-storage/opengraph/${kind}/${encodeURIComponent(slug)}.png${query}`), width: 1200, height: 630, alt };
}

/** A row's first image as link previews name it: absolute, with its stored size and alt text. */
export function headImage(files: readonly FileFieldsFragment[], publicUrl: string, fallbackAlt: string): HeadImage | undefined {
  const image = firstImage(files);
  if (!image) return undefined;
  return { url: absoluteUrl(publicUrl, fileUrl(image.file)), width: image.width, height: image.height, alt: image.alt || fallbackAlt };
}
