import { FRAGMENT_NAME, SEARCH_FRAGMENT_PATH } from '../../common/search/fragment-format.ts';
import { SIDEBAR_IDS } from '../../common/schema/navigation.ts';

// The calls of spec §7 mapped onto json-server's resources in db.json. Pure, so tests and the
// server share one table.

/** resource: a json-server path; searchFragment: a fragment of the split search index, by a checked name */
export type ApiTarget = { resource: string } | { searchFragment: string } | { notFound: string };

/**
 * The only query parameter any call reads (spec §7: /api/sidebar?section=…). Every other one is
 * dropped before json-server sees the request: its filters (`*_like` is a regular expression
 * built from the query), sorting, paging, full-text search and embedding are not part of the API.
 */
const SIDEBAR_SECTION_PARAMETER = 'section';

/** "/api/sidebar?section=prices" → the json-server path "/sidebars/prices" */
export function resolveApiPath(pathname: string, query: URLSearchParams): ApiTarget | undefined {
  if (pathname === '/api/header-tabs') return { resource: '/header-tabs' };
  if (pathname === '/api/search') return { resource: '/search' };
  // beyond spec §7: the search entries with each page's headings and text (the app's site search)
  if (pathname === '/api/search-index') return { resource: '/search-index' };
  // beyond spec §7: the search index split into fragments (common/search/fragment-format.ts); only
  // names of the fragment pattern get through, so nothing of the request reaches a path or a key
  if (pathname.startsWith(SEARCH_FRAGMENT_PATH)) {
    const name = pathname.slice(SEARCH_FRAGMENT_PATH.length);
    if (!FRAGMENT_NAME.test(name)) return { notFound: `no search fragment "${name.slice(0, 40)}"` };
    return { searchFragment: name };
  }
  if (pathname === '/api/sequences') return { resource: '/sequences' };
  if (pathname === '/api/site') return { resource: '/site' };
  if (pathname === '/api/meta') return { resource: '/meta' };
  if (pathname === '/api/sidebar') {
    const section = query.get(SIDEBAR_SECTION_PARAMETER) ?? 'main';
    if (!(SIDEBAR_IDS as readonly string[]).includes(section)) {
      return { notFound: `no sidebar "${section.slice(0, 40)}": expected section to be one of ${SIDEBAR_IDS.join(', ')}` };
    }
    return { resource: `/sidebars/${section}` };
  }
  const page = /^\/api\/page\/([^/]+)$/.exec(pathname);
  if (page) {
    const id = safeDecodeComponent(page[1]!);
    if (id === undefined) return { notFound: 'no page: the id is not a valid percent-encoded text' };
    // re-encoded, so the router only ever sees well-formed escapes
    return { resource: `/pages/${encodeURIComponent(id)}` };
  }
  if (pathname === '/api' || pathname.startsWith('/api/')) return { notFound: `no API resource at ${pathname.slice(0, 80)}` };
  return undefined;
}

function safeDecodeComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
