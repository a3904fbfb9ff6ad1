import { createContext, useContext } from 'react';

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

/**
 * Whether the page has been shown. Until it has, a widget still loading holds the whole page
 * back (the page appears at once, nothing moves as widgets arrive); once shown, a widget that
 * loads again holds only its own place.
 */
export const PageShownContext = createContext(true);

/**
 * Whether the page about to be rendered arrives whole: while the server renders it (it waits for
 * every widget), and in the browser while React takes over the page the server sent, until that
 * page is shown. Such a page is shown from its first render: its widgets have their own
 * boundaries from the start, on the server as in the browser, so that taking it over mounts
 * nothing again (a click on a widget hydrated first is not undone).
 */
export interface ArrivedWhole {
  /** Whether the page about to be rendered is the one that arrived whole. */
  pending(): boolean;
  /** That page is shown: pages followed afterwards load in the browser. */
  shown(): void;
}

export function arrivedWhole(initially: boolean): ArrivedWhole {
  let pending = initially;
  return {
    pending: () => pending,
    shown: () => void (pending = false),
  };
}

export const ArrivedWholeContext = createContext<ArrivedWhole>(arrivedWhole(false));
