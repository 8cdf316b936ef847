import type { PageRecord, SearchEntry, SearchIndexEntry } from '../../common/schema/db.ts';
import type { CompiledPage } from '../shared/compiled-page.ts';
import type { PageJson, PageValues } from '../shared/serialised-page.ts';
import { routeToPageId } from '../../common/routes/routes.ts';
import { buildSearchIndex } from '../search-index/search-index.ts';
import { annotateImageSizes } from '../transform/annotate-image-sizes.ts';
import type { ImageSize } from '../shared/image-size.ts';

/**
 * A compiled page's record, search entry and search-index entry, with each local picture's size
 * written into its AST first. Runs on the main thread or in the compile worker (compile-pool.ts).
 */
export function serialisePage(compiled: CompiledPage, route: string, sizeOf: (src: string) => ImageSize | undefined): PageJson {
  annotateImageSizes(compiled.imageNodes, (src) => (src.startsWith('/') ? sizeOf(src) : undefined), compiled.ast);
  const frontmatter = compiled.frontmatter!;
  const record: PageRecord = {
    id: routeToPageId(route),
    route,
    title: frontmatter.title,
    description: frontmatter.description,
    shortTitle: frontmatter.shortTitle ?? frontmatter.title,
    headings: compiled.headings,
    ...(frontmatter.lastReviewed === undefined ? {} : { lastReviewed: frontmatter.lastReviewed }),
    ...(frontmatter.advertising === true ? { advertising: true as const } : {}),
    ...entryDate(frontmatter),
    ast: compiled.ast,
    hash: compiled.hash,
  };
  const searchEntry: SearchEntry = { title: record.title, description: record.description, href: route };
  const searchIndexEntry = buildSearchIndex([record])[0]!;
  return {
    record: Buffer.from(JSON.stringify(record)),
    searchEntry: Buffer.from(JSON.stringify(searchEntry)),
    searchIndexEntry: Buffer.from(JSON.stringify(searchIndexEntry)),
    values: { record, searchEntry, searchIndexEntry },
  };
}

/** a news item's day (its collection's frontmatter has one; a page's has none) */
function entryDate(frontmatter: object): { date?: string } {
  const { date } = frontmatter as { date?: unknown };
  return typeof date === 'string' ? { date } : {};
}

/** the same parts read back from their encoded JSON, on first use (pages serialised in the worker) */
export function pageJsonFromBuffers(record: Buffer, searchEntry: Buffer, searchIndexEntry: Buffer): PageJson {
  let values: PageValues | undefined;
  return {
    record,
    searchEntry,
    searchIndexEntry,
    get values() {
      values ??= {
        record: JSON.parse(record.toString('utf8')) as PageRecord,
        searchEntry: JSON.parse(searchEntry.toString('utf8')) as SearchEntry,
        searchIndexEntry: JSON.parse(searchIndexEntry.toString('utf8')) as SearchIndexEntry,
      };
      return values;
    },
  };
}
