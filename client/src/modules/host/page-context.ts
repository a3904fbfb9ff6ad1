import { createContext, useContext } from 'react';

export interface PageContextValue {
  /** The page url matched, e.g. `/ecommerce/products/[ecommerce.products.slug]`. */
  pattern: string;
  /** Values of the pattern's segments: `{ 'ecommerce.products.slug': 'linen-shirt' }`. */
  segments: Record<string, string>;
}

export const PageContext = createContext<PageContextValue>({ pattern: '/', segments: {} });

/**
 * The value of a url segment of the page (`blog.articles.slug`, `ecommerce.products.slug`,
 * ...): how overview widgets know which article or product to show.
 */
export function usePageSegment(segment: string): string | undefined {
  return useContext(PageContext).segments[segment];
}
