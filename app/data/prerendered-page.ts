import { PRERENDERED_PAGE_ID, type PrerenderedPage } from '../../common/contracts/prerendered-page.ts';

// The prerendered page this visit landed on (common/contracts/prerendered-page.ts), read once from
// the document and handed to whichever part renders its route first.

let current: PrerenderedPage | undefined;

export function setPrerenderedPage(data: PrerenderedPage | undefined): void {
  current = data;
}

/** the prerendered data when `path` is the route it was rendered for */
export function prerenderedPageFor(path: string): PrerenderedPage | undefined {
  return current !== undefined && current.route === path ? current : undefined;
}

/** the JSON script of a prerendered document, or undefined (the dev server's bare index.html) */
export function readPrerenderedPage(document: Document): PrerenderedPage | undefined {
  const script = document.getElementById(PRERENDERED_PAGE_ID);
  if (script === null) return undefined;
  try {
    const data = JSON.parse(script.textContent ?? '') as PrerenderedPage;
    return typeof data === 'object' && data !== null && typeof data.route === 'string' && Array.isArray(data.toc) ? data : undefined;
  } catch {
    return undefined;
  }
}
