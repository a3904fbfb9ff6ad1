import { createContext, useContext } from 'react';

// What the page engine (pages/PageView) tells the widgets it renders about their page: the
// modules' widgets read it here, below both.

export interface PageContextValue {
  /** The page url matched, e.g. `/ecommerce/products/[ecommerce.products.slug]`. */
  pattern: string;
  /** Values of the pattern's segments: `{ 'ecommerce.products.slug': 'linen-shirt' }`. */
  segments: Record<string, string>;
  /** The site's public address (`https://shop.example`), for absolute urls in the head. */
  publicUrl: string;
  /** This page's canonical url (absolute). */
  canonicalUrl: string;
}

export const PageContext = createContext<PageContextValue>({ pattern: '/', segments: {}, publicUrl: '', canonicalUrl: '/' });

/** The page's public address and canonical url: what a widget's head tags need to name it. */
export function usePageUrls(): Pick<PageContextValue, 'publicUrl' | 'canonicalUrl'> {
  const { publicUrl, canonicalUrl } = useContext(PageContext);
  return { publicUrl, canonicalUrl };
}

/**
 * The value of a url segment of the page (`blog.articles.slug`, `ecommerce.products.slug`,
 * ...): how overview widgets know which article or product to show.
 */
export function usePageSegment(segment: string): string | undefined {
  return useContext(PageContext).segments[segment];
}
