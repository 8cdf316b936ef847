import type { GrowingVocabulary } from './growing-vocabulary.ts';
import {
  ENTRY_MARKS,
  pageTextLength,
  pageTextOf,
  pageWordsOf,
  pairWords,
  SECTION_MARKS,
  sectionStartsOf,
  type MatchIndex,
  type PreparedSection,
} from './prepare-index.ts';
import type { Postings } from './postings.ts';
import type { PreparedHead, PreparedPiece } from './prepared-pages.ts';
import { NO_SYNONYMS, type Synonyms } from './synonyms.ts';

// One keystroke's matcher index over the pages a fragment search loaded for it, put
// together from pages prepared once (prepared-pages.ts): the same matcher as the whole index's,
// so the hits, their order (spec §5 first) and highlighting are the whole index's. The vocabulary
// is the engine's, holding words of other pages too; their postings here are empty, which the
// matcher reads as "in none of these pages", as it would read a word the pages lack. Postings
// (postings.ts) and marks live in buffers kept across keystrokes: a keystroke allocates only what
// its pages need.

export interface LoadedPage {
  head: PreparedHead;
  /** the sections loaded, in the page's order */
  sections: readonly PreparedPiece[];
  /** the page's score for the query (page-scores.ts), from the word fragments; none: 0 */
  score?: number;
}

export interface PageSetIndexer {
  /** runs `use` over the index of `pages` (in the index's order), read with `synonyms`; the index is valid only during the call */
  match<T>(pages: readonly LoadedPage[], use: (index: MatchIndex) => T, synonyms?: Synonyms): T;
}

/** a keystroke's postings, in buffers kept across keystrokes and grown when too small */
interface PostingsBuffer extends Postings {
  /** the ids given owners this keystroke, each once, to put back */
  lent: number[];
}

const emptyBuffer = (): PostingsBuffer => ({ start: new Int32Array(0), count: new Int32Array(0), items: new Int32Array(0), lent: [] });

export function createPageSetIndexer(vocabulary: GrowingVocabulary): PageSetIndexer {
  // count[id] is 0 between keystrokes for every id: a keystroke counts its owners per id, places
  // each id's run in `items`, fills it, and sets back to 0 the counts of the ids it lent
  const entryPostings = emptyBuffer();
  const sectionPostings = emptyBuffer();
  let marks = new Uint8Array(0);
  let scores = new Int32Array(0);
  let wordMatched = new Uint16Array(0);
  let termMasks = new Uint16Array(0);
  const pairFilters = new Map<number, Uint32Array>();

  const count = (postings: PostingsBuffer, ids: Int32Array) => {
    for (let at = 0; at < ids.length; at++) {
      const id = ids[at]!;
      if (postings.count[id] === 0) postings.lent.push(id);
      postings.count[id]!++;
    }
  };
  /** each lent id's place in `items`; its count back to 0, to count again as it is filled */
  const place = (postings: PostingsBuffer) => {
    let total = 0;
    for (const id of postings.lent) {
      postings.start[id] = total;
      total += postings.count[id]!;
      postings.count[id] = 0;
    }
    if (postings.items.length < total) postings.items = new Int32Array(2 * total);
  };
  const fill = (postings: PostingsBuffer, ids: Int32Array, owner: number) => {
    for (let at = 0; at < ids.length; at++) {
      const id = ids[at]!;
      postings.items[postings.start[id]! + postings.count[id]!++] = owner;
    }
  };
  const putBack = (postings: PostingsBuffer) => {
    for (const id of postings.lent) postings.count[id] = 0;
    postings.lent.length = 0;
  };

  return {
    match(pages, use, synonyms = NO_SYNONYMS) {
      const size = vocabulary.size();
      if (entryPostings.count.length < size) {
        for (const postings of [entryPostings, sectionPostings]) {
          postings.start = new Int32Array(2 * size);
          postings.count = new Int32Array(2 * size);
        }
      }
      try {
        return use(indexOf(pages, size, synonyms));
      } finally {
        // also after a failure half-way: the next keystroke counts from 0 again
        putBack(entryPostings);
        putBack(sectionPostings);
      }
    },
  };

  function indexOf(pages: readonly LoadedPage[], size: number, synonyms: Synonyms): MatchIndex {
    const entries: PreparedHead[] = new Array(pages.length);
    const sections: PreparedSection[] = [];
    for (let entry = 0; entry < pages.length; entry++) {
      const { head, sections: pieces } = pages[entry]!;
      entries[entry] = head;
      count(entryPostings, head.ids);
      for (const piece of pieces) {
        count(sectionPostings, piece.ids);
        sections.push({ entry, href: piece.href ?? head.href, heading: piece.heading, body: piece.body });
      }
    }
    place(entryPostings);
    place(sectionPostings);
    for (let entry = 0, section = 0; entry < pages.length; entry++) {
      const { head, sections: pieces } = pages[entry]!;
      fill(entryPostings, head.ids, entry);
      for (const piece of pieces) fill(sectionPostings, piece.ids, section++);
    }
    const sectionEntry = Int32Array.from(sections, (section) => section.entry);
    const e = entries.length;
    const markCount = ENTRY_MARKS * e + SECTION_MARKS * sections.length;
    if (marks.length < markCount) marks = new Uint8Array(2 * markCount);
    if (scores.length < e) scores = new Int32Array(2 * e);
    for (let entry = 0; entry < e; entry++) scores[entry] = pages[entry]!.score ?? 0;
    if (wordMatched.length < size) wordMatched = new Uint16Array(2 * size);
    if (termMasks.length < size) termMasks = new Uint16Array(2 * size);
    const mark = (count: number, at: number) => marks.subarray(at, at + count);
    const words = pairWords(pageTextLength(entries));
    let pairs = pairFilters.get(words);
    if (pairs === undefined) pairFilters.set(words, (pairs = new Uint32Array(words)));
    const lookups = vocabulary.lookups();
    return {
      entries,
      ...pageTextOf(entries, pairs.fill(0)),
      sections,
      sectionEntry,
      sectionStarts: sectionStartsOf(sectionEntry, entries.length),
      vocabulary: {
        ...lookups,
        entryPostings,
        sectionPostings,
        ...pageWordsOf(lookups.words, Int32Array.from(entryPostings.lent).sort()),
      },
      synonyms,
      pageScores: scores.subarray(0, e),
      scratch: {
        entryMarks: Array.from({ length: ENTRY_MARKS }, (_, at) => mark(e, at * e)),
        sectionMarks: Array.from({ length: SECTION_MARKS }, (_, at) => mark(sections.length, ENTRY_MARKS * e + at * sections.length)),
        wordMatched: wordMatched.subarray(0, size),
        termMasks: termMasks.subarray(0, size),
        entryScores: scores.subarray(0, e),
      },
    };
  }
}
