// The prev/next sequences of spec §2.10 as the site serves them: a sequence written as routes
// stays as written; one of a collection (`collection: news`) is its published pages, oldest first,
// so a news item added joins it with no edit of content/navigation/sequences.yaml.
import type { SequencesFile } from '../../common/schema/navigation.ts';
import type { NewsItem } from './load-news.ts';

export interface ResolvedSequence {
  id: string;
  routes: string[];
}

/** `news`: the published items, newest first (publishNews) */
export function resolveSequences(file: SequencesFile, collections: { news: readonly NewsItem[] }): ResolvedSequence[] {
  return file.sequences.map((sequence) => ({
    id: sequence.id,
    routes: sequence.routes ?? collections[sequence.collection!].map((item) => item.route).reverse(),
  }));
}
