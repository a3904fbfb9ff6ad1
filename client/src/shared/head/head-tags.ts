import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, type Language, localizedPath, unprefixedPath } from '../i18n/language';

// What a page's <head> says about it to crawlers and link previews, built from data alone
// (no DOM): the same values whether the tree renders in a browser or on the server.

/** A path of this site (or a full url, kept as it is) as an absolute url under `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/$/, '')}/`).href;
}

/**
 * The canonical url of a pathname: the site's public origin, the path without a trailing
 * slash (but `/` itself), no query or fragment (a filter or a tracking tag is the same page).
 */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return absoluteUrl(origin, path || '/');
}

export interface LanguageAlternate {
  /** A language code, or `x-default` (the page for visitors of any other language). */
  hrefLang: string;
  href: string;
}

/** The same page in every language of the site, and `x-default` (the default language's). */
export function languageAlternates(origin: string, pathname: string): LanguageAlternate[] {
  const path = unprefixedPath(pathname);
  const alternates = LANGUAGES.map((language) => ({ hrefLang: language, href: canonicalUrl(origin, localizedPath(path, language)) }));
  return [...alternates, { hrefLang: 'x-default', href: canonicalUrl(origin, localizedPath(path, DEFAULT_LANGUAGE)) }];
}

/** OpenGraph's locale of a language: `en_US`, `ru_RU`. */
export function openGraphLocale(language: Language): string {
  return LANGUAGE_LOCALES[language].replace('-', '_');
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<` is escaped, so that no
 * value (a title with `</script>` in it) can end the script element early.
 */
export function jsonLdText(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface ProductOffer {
  /** An exact decimal, as the API answers it ("49.00"). */
  price: string;
  /** The currency's slug (`usd`): ISO 4217 in upper case. */
  currency: string;
}

export interface ProductJsonLdInput {
  name: string;
  description?: string;
  url: string;
  image?: string;
  sku?: string;
  offers: readonly ProductOffer[];
}

/** schema.org `Product`, with one `Offer` per currency the product is priced in. */
export function productJsonLd({ name, description, url, image, sku, offers }: ProductJsonLdInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(description && { description }),
    ...(image && { image: [image] }),
    ...(sku && { sku }),
    url,
    offers: offers.map((offer) => ({
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: offer.currency.toUpperCase(),
      availability: 'https://schema.org/InStock',
      url,
    })),
  };
}

export interface ArticleJsonLdInput {
  headline: string;
  description?: string;
  url: string;
  image?: string;
  datePublished: string;
  dateModified?: string;
  language: Language;
}

/** schema.org `Article`: headline (at most 110 characters, as search engines read it), dates, image. */
export function articleJsonLd({ headline, description, url, image, datePublished, dateModified, language }: ArticleJsonLdInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: headline.length > 110 ? `${headline.slice(0, 109)}…` : headline,
    ...(description && { description }),
    ...(image && { image: [image] }),
    datePublished,
    dateModified: dateModified ?? datePublished,
    inLanguage: language,
    mainEntityOfPage: url,
    url,
  };
}

/** A one-line description from a text that may be long or rich: whitespace folded, cut at about 160 characters. */
export function shortDescription(text: string | undefined, limit = 160): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > limit / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
