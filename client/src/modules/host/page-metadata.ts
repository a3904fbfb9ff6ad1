import { useEffect } from 'react';

export interface PageMetadata {
  variant: string;
  title: string;
  description?: string | null;
  keywords?: string | null;
}

/** The metadata that describes a page: its entry of variant 'primary'. */
export function primaryMetadata(metadata: readonly PageMetadata[]): PageMetadata | undefined {
  return metadata.find((entry) => entry.variant === 'primary');
}

function setMetaTag(document: Document, name: string, content: string | null | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Writes a page's title, description and keywords into the document. The primary metadata
 * wins; without one the page's own title is used and stale tags of the previous page go.
 */
export function applyPageMetadata(document: Document, metadata: readonly PageMetadata[], fallbackTitle: string) {
  const primary = primaryMetadata(metadata);
  document.title = primary?.title || fallbackTitle;
  setMetaTag(document, 'description', primary?.description);
  setMetaTag(document, 'keywords', primary?.keywords);
}

export function usePageMetadata(metadata: readonly PageMetadata[], fallbackTitle: string) {
  useEffect(() => applyPageMetadata(document, metadata, fallbackTitle), [metadata, fallbackTitle]);
}
