import { useEffect } from 'react';
import type { DocumentMeta } from './document-meta.ts';

/**
 * Keeps the document's title, description and canonical link right while the visitor navigates.
 * A prerendered page's head is already right, so the code that writes it loads with the first
 * change rather than in the first-load bundle (docs/performance.md, «First load and first paint»).
 */
export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, route, siteName } = meta;
  useEffect(() => {
    void import('./document-meta.ts').then((module) => module.applyDocumentMeta({ title, description, route, siteName }));
  }, [title, description, route, siteName]);
}
