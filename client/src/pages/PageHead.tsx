import { ContentHead } from '../shared/head/ContentHead';
import { drawnHeadImage } from '../shared/head/head-image';
import { absoluteUrl, languageAlternates, openGraphLocale } from '../shared/head/head-tags';
import { LANGUAGES } from '../shared/i18n/language';
import { useLanguage } from '../shared/i18n/use-language';
import { CLIENT_MODULES } from '../modules';
import type { PageMatch } from './page-match';
import { primaryMetadata } from './page-metadata';

/**
 * Url segments whose page is about one row, which its overview widget describes in the head
 * (its own title, description, image and JSON-LD) instead of the page's metadata: each module
 * names its own (`ecommerce.products.slug`).
 */
const ROW_HEAD_SEGMENTS = CLIENT_MODULES.flatMap((module) => module.rowHeadSegments);

interface PageHeadProps {
  match: PageMatch;
  /** The values of the page's url segments (`{ 'ecommerce.products.slug': 'linen-shirt' }`). */
  segments: Record<string, string>;
  publicUrl: string;
  canonicalUrl: string;
  pathname: string;
}

/**
 * A page's <head> from its data: the primary metadata of its language's title, description, keywords,
 * OpenGraph and Twitter texts; the canonical url and the page in every language.
 */
export function PageHead({ match, segments, publicUrl, canonicalUrl, pathname }: PageHeadProps) {
  const language = useLanguage();
  const { page } = match;
  const metadata = primaryMetadata(page.metadata, language);
  const describesRow = ROW_HEAD_SEGMENTS.some((segment) => segment in segments);
  const title = metadata?.title || page.title;
  return (
    <>
      {!describesRow && (
        <ContentHead
          content={{
            title,
            description: metadata?.description || page.description,
            type: metadata?.openGraphType || 'website',
            // A page has no picture of its own: the server draws one of its title.
            image: drawnHeadImage(publicUrl, 'pages', page.slug, language, title),
            openGraphTitle: metadata?.openGraphTitle,
            openGraphDescription: metadata?.openGraphDescription,
            twitterCard: metadata?.twitterCard,
            twitterTitle: metadata?.twitterTitle,
            twitterDescription: metadata?.twitterDescription,
            openGraphSiteName: metadata?.openGraphSiteName,
          }}
        />
      )}
      {metadata?.keywords && <meta name="keywords" content={metadata.keywords} />}
      {metadata?.author && <meta name="author" content={metadata.author} />}
      <link rel="canonical" href={canonicalUrl} />
      {languageAlternates(publicUrl, pathname).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:url" content={metadata?.openGraphUrl ? absoluteUrl(publicUrl, metadata.openGraphUrl) : canonicalUrl} />
      <meta property="og:locale" content={openGraphLocale(language)} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={openGraphLocale(other)} />
      ))}
      {metadata?.twitterSite && <meta name="twitter:site" content={metadata.twitterSite} />}
      {metadata?.twitterCreator && <meta name="twitter:creator" content={metadata.twitterCreator} />}
    </>
  );
}
