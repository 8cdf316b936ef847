import { SCHEMA_VERSION, type Db, type SequenceRecord, type SidebarRecord } from '../../common/schema/db.ts';
import type { Frontmatter } from '../../common/schema/frontmatter.ts';
import { SIDEBAR_IDS } from '../../common/schema/navigation.ts';
import type { Navigation } from '../read/load-navigation.ts';
import { resolveSequences, type ResolvedSequence } from '../read/resolve-sequences.ts';
import type { PageJson } from '../shared/serialised-page.ts';

export const GENERATOR = 'neuro-clinic content pipeline';

const COMMA = Buffer.from(',');
const CLOSE_LIST = Buffer.from(']');

export interface AssembledPage {
  route: string;
  /** the title a sequence's link shows is the page's short title, else its title */
  frontmatter: Pick<Frontmatter, 'title' | 'shortTitle'>;
  json: PageJson;
}

/**
 * db.json as encoded pieces, from each page's serialised parts: a rebuild serialises and encodes
 * only the changed pages, and nothing is copied into one big string. The keys in the order of
 * common/schema/db.ts, the pages by route in each list. Beside them, the same data as objects when
 * asked for (references to the pages' own, so that costs three arrays).
 */
export function assembleDb(
  pages: readonly AssembledPage[],
  navigation: Navigation,
  /** the sequences with their collections' pages (resolve-sequences.ts); by default those written as routes */
  resolved: readonly ResolvedSequence[] = resolveSequences(navigation.sequences, { news: [] }),
  /** the site search's vocabulary groups (content/data/search-vocabulary.yaml) */
  searchVocabulary: string[][] = [],
): { chunks: Buffer[]; db: () => Db } {
  const sorted = [...pages].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const titleOf = new Map(sorted.map(({ route, frontmatter }) => [route, frontmatter.shortTitle ?? frontmatter.title]));
  const sidebars: SidebarRecord[] = SIDEBAR_IDS.map((id) => ({ id, ...navigation.sidebars[id] }));
  const sequences: SequenceRecord[] = resolved.map((sequence) => ({
    id: sequence.id,
    items: sequence.routes.map((href) => ({ href, title: titleOf.get(href)! })),
  }));
  const head = {
    $schema: './schemas/db.schema.json',
    meta: { schemaVersion: SCHEMA_VERSION, generator: GENERATOR, pages: sorted.length },
    'header-tabs': navigation.headerTabs,
    sidebars,
    sequences,
    site: navigation.site,
    'search-vocabulary': searchVocabulary,
  } satisfies Omit<Db, 'search' | 'search-index' | 'pages'> & { $schema: string };
  const chunks: Buffer[] = [Buffer.from(JSON.stringify(head).slice(0, -1))];
  for (const [key, part] of [
    ['search', 'searchEntry'],
    ['search-index', 'searchIndexEntry'],
    ['pages', 'record'],
  ] as const) {
    chunks.push(Buffer.from(`,"${key}":[`));
    sorted.forEach((page, index) => {
      if (index > 0) chunks.push(COMMA);
      chunks.push(page.json[part]);
    });
    chunks.push(CLOSE_LIST);
  }
  chunks.push(Buffer.from('}\n'));
  const db = (): Db => ({
    ...head,
    search: sorted.map((page) => page.json.values.searchEntry),
    'search-index': sorted.map((page) => page.json.values.searchIndexEntry),
    pages: sorted.map((page) => page.json.values.record),
  });
  return { chunks, db };
}
