// Routes, page ids and the /docs view (spec §2.1). Pure: used by the pipeline and the app.

export const DOCS_PREFIX = '/docs';
const HOME_PAGE_ID = 'index';

/** "/research/m2" → "research/m2"; "/" → "index" */
export function routeToPageId(route: string): string {
  return route === '/' ? HOME_PAGE_ID : route.replace(/^\//, '');
}

/** "research/m2" → "/research/m2"; "index" → "/" */
export function pageIdToRoute(id: string): string {
  return id === HOME_PAGE_ID ? '/' : `/${id}`;
}

/** the API path of a page: the id is one encoded segment (spec §7) */
export function pageApiPath(id: string): string {
  return `/api/page/${encodeURIComponent(id)}`;
}

/** spec §2.1: internal links starting with "/" and not already "/docs/" get the /docs prefix */
export function toDocsHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (href === DOCS_PREFIX || href.startsWith(`${DOCS_PREFIX}/`)) return href;
  return `${DOCS_PREFIX}${href}`;
}

/** the bare route a path shows: "/docs/about" → "/about", "/docs" → "/" */
export function stripDocsPrefix(path: string): string {
  if (path === DOCS_PREFIX || path === `${DOCS_PREFIX}/`) return '/';
  if (path.startsWith(`${DOCS_PREFIX}/`)) return path.slice(DOCS_PREFIX.length);
  return path;
}

/** splits "/about?x=1#team" into its route and anchor */
export function splitHref(href: string): { path: string; anchor: string | undefined } {
  const hashAt = href.indexOf('#');
  const withoutHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const anchor = hashAt === -1 ? undefined : safeDecodeComponent(href.slice(hashAt + 1));
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  return { path: path.length > 1 ? path.replace(/\/$/, '') : path, anchor };
}

/** decodeURIComponent that leaves a malformed escape ("%E0%A4%A", "%ZZ") as it was instead of throwing */
export function safeDecodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
