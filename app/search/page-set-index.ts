import type { GrowingVocabulary } from './growing-vocabulary.ts';
import { pageTextLength, pageTextOf, pageWordsOf, pairWords, sectionStartsOf, type MatchIndex, type PreparedSection } from './prepare-index.ts';
import type { PreparedHead, PreparedPiece } from './prepared-pages.ts';

// One keystroke's matcher index over the pages a fragment search loaded for it (issue 18), put
// together from pages prepared once (prepared-pages.ts): the same matcher as the whole index's,
// so the hits, their order (spec §5 first) and highlighting are the whole index's. The vocabulary
// is the engine's, holding words of other pages too; their postings here are empty, which the
// matcher reads as "in none of these pages", as it would read a word the pages lack. Postings and
// marks live in buffers kept across keystrokes: a keystroke allocates only what its pages need.

export interface LoadedPage {
  head: PreparedHead;
  /** the sections loaded, in the page's order */
  sections: readonly PreparedPiece[];
}

export interface PageSetIndexer {
  /** runs `use` over the index of `pages` (in the index's order); the index is valid only during the call */
  match<T>(pages: readonly LoadedPage[], use: (index: MatchIndex) => T): T;
}

const NONE: readonly number[] = Object.freeze([]);

export function createPageSetIndexer(vocabulary: GrowingVocabulary): PageSetIndexer {
  // per word id: NONE, or this keystroke's postings; `lent` lists the ids given postings (once per
  // list), to put back
  const entryPostings: number[][] = [];
  const sectionPostings: number[][] = [];
  const lent: number[] = [];
  const titleWords: number[] = [];
  let marks = new Uint8Array(0);
  let wordMatched = new Uint16Array(0);
  const pairFilters = new Map<number, Uint32Array>();

  const post = (postings: number[][], id: number, owner: number) => {
    let list = postings[id]!;
    if (list === NONE) {
      postings[id] = list = [];
      lent.push(id);
    }
    list.push(owner);
  };

  return {
    match(pages, use) {
      const size = vocabulary.size();
      while (entryPostings.length < size) {
        entryPostings.push(NONE as number[]);
        sectionPostings.push(NONE as number[]);
      }
      const entries = pages.map(({ head }) => head);
      const sections: PreparedSection[] = [];
      for (const [entry, { head, sections: pieces }] of pages.entries()) {
        for (const id of head.ids) {
          if (entryPostings[id] === NONE) titleWords.push(id);
          post(entryPostings, id, entry);
        }
        for (const piece of pieces) {
          for (const id of piece.ids) post(sectionPostings, id, sections.length);
          sections.push({ entry, href: piece.href ?? head.href, heading: piece.heading, body: piece.body });
        }
      }
      const sectionEntry = Int32Array.from(sections, (section) => section.entry);
      if (marks.length < 4 * entries.length + 2 * sections.length) marks = new Uint8Array(2 * (4 * entries.length + 2 * sections.length));
      if (wordMatched.length < size) wordMatched = new Uint16Array(2 * size);
      const mark = (count: number, at: number) => marks.subarray(at, at + count);
      const words = pairWords(pageTextLength(entries));
      let pairs = pairFilters.get(words);
      if (pairs === undefined) pairFilters.set(words, (pairs = new Uint32Array(words)));
      const e = entries.length;
      const lookups = vocabulary.lookups();
      const index: MatchIndex = {
        entries,
        ...pageTextOf(entries, pairs.fill(0)),
        sections,
        sectionEntry,
        sectionStarts: sectionStartsOf(sectionEntry, entries.length),
        vocabulary: {
          ...lookups,
          entryPostings,
          sectionPostings,
          ...pageWordsOf(lookups.words, Int32Array.from(titleWords).sort()),
        },
        scratch: {
          entryMarks: [mark(e, 0), mark(e, e), mark(e, 2 * e), mark(e, 3 * e)],
          sectionMarks: [mark(sections.length, 4 * e), mark(sections.length, 4 * e + sections.length)],
          wordMatched: wordMatched.subarray(0, size),
        },
      };
      try {
        return use(index);
      } finally {
        for (const id of lent) {
          entryPostings[id] = NONE as number[];
          sectionPostings[id] = NONE as number[];
        }
        lent.length = 0;
        titleWords.length = 0;
      }
    },
  };
}
