// The news collection (content/pages/news/, a page per news item): what the news list, the home
// page's card, the news sequence (spec §2.10) and the sitemap are made of. An item dated after the
// build's day (build-date.ts) is compiled and checked like any page but not published: it is in no
// list, sequence, search or sitemap, and its address answers nothing, until a build on or after
// its date.
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { NewsEntryFile } from '../../common/schema/clinic-data/news.ts';
import { COLLECTIONS } from '../../common/schema/collections.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import { defineCollection, loadCollection, type LoadedCollection } from './load-collection.ts';
import { routeOfFile } from './page-route.ts';

export const NEWS = defineCollection<NewsEntryFile>({ ...COLLECTIONS.news, schema: COLLECTIONS.news.schema });

/** a news item as the lists show it */
export interface NewsItem {
  /** its file's name: /news/{id} */
  id: string;
  route: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  description: string;
  picture: { src: string; alt: string };
}

export interface PublishedNews {
  /** the items published by this build, newest first (equal dates: by file name) */
  items: NewsItem[];
  /** the routes of the items dated after the build's day, with their dates */
  scheduled: ReadonlyMap<string, string>;
  /** `news-scheduled` at each of those: the editor is told why the item is not on the site yet */
  diagnostics: Diagnostic[];
  /** each published item's picture at its line, to check its width against its card's */
  pictures: { src: string; file: string; line: number }[];
}

/** every news file whose frontmatter passed its schema (a broken one is reported by its page) */
export function loadNews(contentDir: string, facts: ReadonlyMap<string, string>): Promise<LoadedCollection<NewsEntryFile>> {
  return loadCollection(contentDir, NEWS, facts);
}

/** the items a build on `today` (YYYY-MM-DD) publishes, and those it holds back */
export function publishNews(collection: LoadedCollection<NewsEntryFile>, today: string): PublishedNews {
  const items: NewsItem[] = [];
  const scheduled = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  const pictures: PublishedNews['pictures'] = [];
  for (const { id, file, value, source } of collection.entries) {
    const route = routeOfFile(file)!;
    if (value.date > today) {
      scheduled.set(route, value.date);
      const line = source.split('\n').findIndex((text) => /^date\s*:/.test(text)) + 1;
      diagnostics.push(createDiagnostic('news-scheduled', { date: value.date, today }, { file, line: Math.max(1, line) }));
      continue;
    }
    items.push({
      id,
      route,
      date: value.date,
      title: value.title,
      description: value.description,
      picture: { src: value.picture.src, alt: value.picture.alt },
    });
    const pictureLine = source.split('\n').findIndex((text) => text.includes(value.picture.src)) + 1;
    pictures.push({ src: value.picture.src, file, line: Math.max(1, pictureLine) });
  }
  items.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { items, scheduled, diagnostics, pictures };
}
