import { foldText } from './fold-text.ts';
import { deltaDecode, fragmentName, wordKey, type GramFragment, type MetaFragment, type WordFragment } from './fragment-format.ts';
import type { FragmentStore } from './fragment-store.ts';
import type { QueryTerm } from './match-query.ts';
import { stemKey } from './stem-word.ts';
import { forEachWord } from './text-words.ts';

// Which pages can match a query, from the fragments alone (no page text): the candidates the
// fragment engine then loads, in the index's order, and matches exactly as the whole index would.

/** the pages whose title or description may hold `folded` (spec §5): a superset, ascending */
export async function titleCandidates(store: FragmentStore, meta: MetaFragment, folded: string): Promise<number[]> {
  const { key, rest } = gramOf(folded);
  if (!new Set(meta.grams).has(key)) return [];
  const fragment = await store.get<GramFragment>(fragmentName.gram(key));
  return deltaDecode(fragment[rest] ?? []);
}

/**
 * A run of the query the gram fragments index: the query itself when it is one or two
 * characters, else the three starting its longest word (the rarest, most likely).
 */
function gramOf(folded: string): { key: string; rest: string } {
  if (folded.length <= 2) return { key: folded, rest: '' };
  let start = 0;
  let longest = 0;
  forEachWord(folded, (_word, wordStart, wordEnd) => {
    if (wordEnd - wordStart > longest && wordStart + 3 <= folded.length) {
      longest = wordEnd - wordStart;
      start = wordStart;
    }
  });
  return { key: folded.slice(start, start + 2), rest: folded[start + 2]! };
}

/** per query word, the pages holding a word it matches: in the title or description, a heading, any section */
export interface TermPages {
  /** how many words of the site the term matches */
  words: number;
  title: number[];
  heading: number[];
  section: number[];
}

interface DecodedWord {
  folded: string;
  stem: string;
  title: number[];
  heading: number[];
  section: number[];
}

/** a word fragment read once: folded words, stems and page lists, reused by every keystroke */
const decodedFragments = new WeakMap<WordFragment, Map<number, DecodedWord>>();

function decode(fragment: WordFragment): Map<number, DecodedWord> {
  let words = decodedFragments.get(fragment);
  if (words === undefined) {
    words = new Map();
    for (const [id, spelled, , title, heading, section] of fragment.words) {
      words.set(id, { folded: foldText(spelled), stem: stemKey(spelled), title: deltaDecode(title), heading: deltaDecode(heading), section: deltaDecode(section) });
    }
    decodedFragments.set(fragment, words);
  }
  return words;
}

/** the word fragments a term's matches live in: under its own first letters and its stem's */
export function termWordNames(meta: MetaFragment, term: QueryTerm): string[] {
  const keys = new Set(meta.words);
  return [...new Set([wordKey(term.folded), wordKey(term.stem)])].filter((key) => key !== '' && keys.has(key)).map(fragmentName.word);
}

/** the pages of the words a term matches (spec beyond §5: words it starts, other forms of it) */
export async function termPages(store: FragmentStore, meta: MetaFragment, term: QueryTerm): Promise<TermPages> {
  const fragments = await store.getAll<WordFragment>(termWordNames(meta, term));
  const seen = new Set<number>();
  const result: TermPages = { words: 0, title: [], heading: [], section: [] };
  for (const fragment of fragments) {
    for (const [id, word] of decode(fragment)) {
      if (seen.has(id) || !(word.folded.startsWith(term.folded) || word.stem === term.stem)) continue;
      seen.add(id);
      result.words++;
      result.title.push(...word.title);
      result.heading.push(...word.heading);
      result.section.push(...word.section);
    }
  }
  return result;
}

/**
 * From each term's pages: the pages whose title or description hold every term (tier 2, exact),
 * the pages a section of which may hold them all (tiers 3 and 4: every term in the page, one at
 * least in a section), and among those the ones with a term in a heading (tier 3 first).
 */
export function deepCandidates(pageCount: number, terms: readonly TermPages[]): { titled: number[]; deep: number[]; headed: Uint8Array } {
  const full = (1 << terms.length) - 1;
  const inTitle = new Uint8Array(pageCount);
  const anywhere = new Uint8Array(pageCount);
  const inSection = new Uint8Array(pageCount);
  const headed = new Uint8Array(pageCount);
  for (const [position, term] of terms.entries()) {
    const bit = 1 << position;
    for (const page of term.title) {
      inTitle[page]! |= bit;
      anywhere[page]! |= bit;
    }
    for (const page of term.section) {
      anywhere[page]! |= bit;
      inSection[page] = 1;
    }
    for (const page of term.heading) headed[page] = 1;
  }
  const titled: number[] = [];
  const deep: number[] = [];
  for (let page = 0; page < pageCount; page++) {
    if (inTitle[page] === full) titled.push(page);
    else if (anywhere[page] === full && inSection[page]) deep.push(page);
  }
  return { titled, deep, headed };
}
