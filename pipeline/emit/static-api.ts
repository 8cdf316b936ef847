// The API as plain files, for deploying behind any static web server (docs/deploy.md): every
// call of spec §7 answered by one JSON file under dist-data/api/.
//   /api/header-tabs                 → api/header-tabs.json
//   /api/sidebar, ?section=services  → api/sidebar/main.json, api/sidebar/services.json
//   /api/page/research%2Fm2-…        → api/page/research/m2-….json (the server decodes %2F)
//   /api/search, /api/site, …        → api/search.json, api/site.json, …
//   /api/search-fragment/w-043b0435  → api/search-fragment/w-043b0435.json (the split search index)
import { SEARCH_FRAGMENTS_DIR } from '../../common/search/fragment-format.ts';
import type { SearchIndexEntry } from '../../common/schema/db.ts';
import { buildSearchFragments } from '../../common/search/search-fragments.ts';

interface DbShape {
  sidebars: { id: string }[];
  pages: { id: string }[];
  'search-index': SearchIndexEntry[];
  'search-vocabulary'?: string[][];
  [key: string]: unknown;
}

export const STATIC_API_DIR = 'api';

export function staticApiFiles(dbJson: string): Record<string, string> {
  const db = JSON.parse(dbJson) as DbShape;
  const files: Record<string, string> = {};
  for (const [key, value] of Object.entries(db)) {
    if (key === '$schema' || key === 'pages' || key === 'sidebars') continue;
    files[`${key}.json`] = JSON.stringify(value);
  }
  for (const sidebar of db.sidebars) files[`sidebar/${sidebar.id}.json`] = JSON.stringify(sidebar);
  for (const page of db.pages) files[`page/${page.id}.json`] = JSON.stringify(page);
  for (const [name, fragment] of buildSearchFragments(db['search-index'], db['search-vocabulary'] ?? []))
    files[`${SEARCH_FRAGMENTS_DIR}/${name}.json`] = JSON.stringify(fragment);
  return files;
}
