import { jsonLdText } from './head-tags';
import { useSiteName } from './site-name';
import { TabTitle } from './TabTitle';

export interface HeadImage {
  /** Absolute: link previews fetch it from elsewhere. */
  url: string;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
}

export interface HeadContent {
  title: string;
  description?: string | null;
  /** OpenGraph's type: website, product, article. */
  type: string;
  image?: HeadImage;
  /** The metadata's own texts for link previews, when they differ from the title and description. */
  openGraphTitle?: string | null;
  openGraphDescription?: string | null;
  twitterCard?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
  /** og:site_name, when the page's metadata names the site otherwise than its name. */
  openGraphSiteName?: string | null;
  /** schema.org data about what the page shows (a Product, an Article). */
  jsonLd?: object;
}

/**
 * What a page is about, in its <head>: title, description, OpenGraph and Twitter card texts
 * and image, JSON-LD. React hoists <title> and <meta> into the head wherever they render (and
 * the server renders them there), so the component that has the data renders them.
 */
export function ContentHead({ content }: { content: HeadContent }) {
  const { title, description, image } = content;
  const openGraphTitle = content.openGraphTitle || title;
  const openGraphDescription = content.openGraphDescription || description;
  const configured = useSiteName();
  const siteName = content.openGraphSiteName || configured;
  return (
    <>
      <TabTitle title={title} />
      {description && <meta name="description" content={description} />}
      <meta property="og:type" content={content.type} />
      {siteName && <meta property="og:site_name" content={siteName} />}
      <meta property="og:title" content={openGraphTitle} />
      {openGraphDescription && <meta property="og:description" content={openGraphDescription} />}
      {image && <meta property="og:image" content={image.url} />}
      {image?.width && <meta property="og:image:width" content={String(image.width)} />}
      {image?.height && <meta property="og:image:height" content={String(image.height)} />}
      {image?.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={content.twitterCard || (image ? 'summary_large_image' : 'summary')} />
      <meta name="twitter:title" content={content.twitterTitle || openGraphTitle} />
      {(content.twitterDescription || openGraphDescription) && (
        <meta name="twitter:description" content={content.twitterDescription || openGraphDescription || ''} />
      )}
      {image && <meta name="twitter:image" content={image.url} />}
      {content.jsonLd && (
        // A data block, not a script: the browser never runs it (the CSP has nothing to allow).
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(content.jsonLd) }} />
      )}
    </>
  );
}
