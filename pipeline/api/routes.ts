import { SIDEBAR_IDS } from '../schema/navigation.ts';

// The calls of spec §7 mapped onto json-server's resources in db.json. Pure, so tests and the
// server share one table.

export type ApiTarget = { resource: string } | { notFound: string };

/** "/api/sidebar?section=prices" → the json-server path "/sidebars/prices" */
export function resolveApiPath(pathname: string, query: URLSearchParams): ApiTarget | undefined {
  if (pathname === '/api/header-tabs') return { resource: '/header-tabs' };
  if (pathname === '/api/search') return { resource: '/search' };
  // beyond spec §7: the search entries with each page's headings and text (the app's site search)
  if (pathname === '/api/search-index') return { resource: '/search-index' };
  if (pathname === '/api/sequences') return { resource: '/sequences' };
  if (pathname === '/api/site') return { resource: '/site' };
  if (pathname === '/api/meta') return { resource: '/meta' };
  if (pathname === '/api/sidebar') {
    const section = query.get('section') ?? 'main';
    if (!(SIDEBAR_IDS as readonly string[]).includes(section)) {
      return { notFound: `no sidebar "${section}": expected section to be one of ${SIDEBAR_IDS.join(', ')}` };
    }
    return { resource: `/sidebars/${section}` };
  }
  const page = /^\/api\/page\/([^/]+)$/.exec(pathname);
  if (page) return { resource: `/pages/${page[1]}` };
  if (pathname === '/api' || pathname.startsWith('/api/')) return { notFound: `no API resource at ${pathname}` };
  return undefined;
}
