import type { HeadFragment, SectionFragment } from './fragment-format.ts';
import type { GrowingVocabulary } from './growing-vocabulary.ts';
import { prepareText, type PreparedText } from './prepare-index.ts';
import type { Synonyms } from './synonyms.ts';

// A fragment search's pages prepared for the matcher as their fragments are first used, once each
// (folding, word splitting and stemming a long section again on every keystroke would cost more
// than the matching). Each text's words get ids in the engine's growing vocabulary.

export interface PreparedHead {
  href: string;
  title: PreparedText;
  description: PreparedText;
  /** the distinct ids of the words of the title and description */
  ids: Int32Array;
}

export interface PreparedPiece {
  /** undefined for the text before the first heading: it links to the page itself */
  href: string | undefined;
  heading: PreparedText | undefined;
  body: PreparedText;
  /** the distinct ids of the words of the heading and the text */
  ids: Int32Array;
}

/** `synonyms`: the index's vocabulary (synonyms.ts), the same for every fragment of one index */
export interface PagePreparer {
  head(fragment: HeadFragment, synonyms?: Synonyms): PreparedHead;
  /** undefined for an empty text before the first heading: the whole index has no section for it either */
  section(fragment: SectionFragment, synonyms?: Synonyms): PreparedPiece | undefined;
}

export function createPagePreparer(vocabulary: GrowingVocabulary): PagePreparer {
  const prepared = new WeakMap<object, PreparedHead | PreparedPiece | undefined>();
  const once = <T extends PreparedHead | PreparedPiece | undefined>(fragment: object, prepare: () => T): T => {
    if (!prepared.has(fragment)) prepared.set(fragment, prepare());
    return prepared.get(fragment) as T;
  };
  return {
    head: (fragment, synonyms) =>
      once(fragment, () => {
        const title = prepareText(fragment.title, vocabulary.idOf, synonyms);
        const description = prepareText(fragment.description, vocabulary.idOf, synonyms);
        return { href: fragment.href, title, description, ids: distinctIds(title, description) };
      }),
    section: (fragment, synonyms) =>
      once(fragment, () => {
        if (fragment.heading === undefined && !fragment.body) return undefined;
        const heading = fragment.heading === undefined ? undefined : prepareText(fragment.heading.text, vocabulary.idOf, synonyms);
        const body = prepareText(fragment.body, vocabulary.idOf, synonyms);
        return { href: fragment.heading?.href, heading, body, ids: distinctIds(heading, body) };
      }),
  };
}

function distinctIds(...texts: (PreparedText | undefined)[]): Int32Array {
  const ids = new Set<number>();
  for (const prepared of texts) {
    if (prepared === undefined) continue;
    for (let at = 2; at < prepared.words.length; at += 3) ids.add(prepared.words[at]!);
  }
  return Int32Array.from(ids);
}
