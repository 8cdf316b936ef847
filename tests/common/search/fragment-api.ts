import { SEARCH_FRAGMENT_PATH } from '../../../common/search/fragment-format.ts';
import { buildSearchFragments } from '../../../common/search/search-fragments.ts';
import { ENTRIES } from './fixtures.ts';

// The split search index of the fixture pages as the API serves it (GET /api/search-fragment/…),
// for the UI tests' fetch: a fragment by its name, a JSON 404 for anything else.

const fragments = buildSearchFragments(ENTRIES);

export const FRAGMENT_META_URL = `${SEARCH_FRAGMENT_PATH}meta`;

export function answerFragment(url: string): Response {
  const fragment = url.startsWith(SEARCH_FRAGMENT_PATH) ? fragments.get(url.slice(SEARCH_FRAGMENT_PATH.length)) : undefined;
  if (fragment === undefined) return new Response('{"error":"not found","status":404}', { status: 404 });
  return new Response(JSON.stringify(fragment), { status: 200 });
}
