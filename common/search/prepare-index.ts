import { foldText } from './fold-text.ts';
import { postingsFromLists, type Postings } from './postings.ts';
import { stemKey } from './stem-word.ts';
import { compileSynonyms, type SynonymGroups, type Synonyms, type TextWord } from './synonyms.ts';
import { forEachWord } from './text-words.ts';
import type { SearchSource } from './search-types.ts';

// Everything a query needs, computed once when the index arrives: the folded text of every field,
// a vocabulary of the words in it (with their stems, and the tokens of the vocabulary's phrases
// they hold: synonyms.ts) and, per word, the entries whose title or description hold it and the
// sections whose heading or text hold it; for the ranking (page-scores.ts), also the entries whose
// title or short title hold it. A keystroke then only looks up the query's words instead of
// reading every text again.

export interface PreparedText {
  text: string;
  /** foldText(text): the same length, so its ranges are the text's ranges */
  folded: string;
  /** its words as triples: start, end, vocabulary id (for highlighting without reading the text again) */
  words: Int32Array;
}

export interface PreparedEntry {
  href: string;
  title: PreparedText;
  description: PreparedText;
}

/** the text before the first heading (no heading), or one h1–h3 heading and its text */
export interface PreparedSection {
  entry: number;
  href: string;
  heading: PreparedText | undefined;
  body: PreparedText;
}

export interface Vocabulary {
  /** folded words; a word's id is its position */
  words: string[];
  /** the word lowercased as it was first written, for "results for «…»" */
  spelled: string[];
  /** stemKey of each word */
  stems: string[];
  idOf: Map<string, number>;
  /** ids sorted by folded word, for prefix look-ups */
  sorted: Int32Array;
  idsByStem: Map<string, number[]>;
  /** how many entries and sections hold each word */
  frequency: Int32Array;
  /** a bit per letter the word holds (letters hashed into 32 bits), to skip words a typo cannot reach */
  letters: Int32Array;
  /** per word: the entries whose title or description hold it, ascending */
  entryPostings: Postings;
  /** per word: the sections whose heading or text hold it, ascending */
  sectionPostings: Postings;
  /** what the ranking reads (page-scores.ts): per word, the entries whose title, description or short title hold it, and the sections whose heading does */
  rankPostings: RankPostings;
  /**
   * The words of titles and descriptions in one string, each followed by "\n": one indexOf finds
   * every such word holding a given text, which is how a query occurs in a title (spec §5).
   */
  pageWordText: string;
  /** where each of those words starts in pageWordText, ascending, and its id */
  pageWordStarts: Int32Array;
  pageWordIds: Int32Array;
}

interface RankPostings {
  title: Postings;
  description: Postings;
  shortTitle: Postings;
  heading: Postings;
}

/** the ids of the words of a stem, ascending; undefined when none */
export interface StemLookup {
  get(stem: string): number[] | undefined;
}

/**
 * the vocabulary as the matcher reads it: a fragment search's (page-set-index.ts) may hold words
 * of pages it does not match, and looks the words of a stem up only when asked
 */
export type MatchVocabulary = Omit<Vocabulary, 'frequency' | 'letters' | 'rankPostings' | 'stems' | 'idsByStem'> & { idsByStem: StemLookup };

/** what the matcher reads: the whole index, or the pages a fragment search loaded for one query */
export interface MatchIndex {
  entries: PreparedEntry[];
  /**
   * Every folded title and description, each followed by "\u0000": a query no title word
   * narrows down (a letter, punctuation) is found with one indexOf over it instead of one per field.
   */
  pageText: string;
  /** where each entry's title starts in pageText, ascending */
  pageTextStarts: Int32Array;
  /** a bit per pair of neighbouring characters in pageText (hashed): a query with a pair it lacks is in no title */
  pagePairs: Uint32Array;
  sections: PreparedSection[];
  /** sections[i].entry, packed for the per-keystroke loops */
  sectionEntry: Int32Array;
  /** the sections of entry e are sectionStarts[e] up to sectionStarts[e + 1] */
  sectionStarts: Int32Array;
  vocabulary: MatchVocabulary;
  /** the vocabulary's phrases, found in the query as they were in the texts */
  synonyms: Synonyms;
  /**
   * each entry's score for the query (page-scores.ts), when the index cannot work it out: a
   * fragment search's pages (page-set-index.ts) hold only the sections a query decides by, the
   * word fragments tell the scores
   */
  pageScores?: ArrayLike<number>;
  /** the matcher's per-query marks, allocated once: a keystroke then makes almost no garbage */
  scratch: MatchScratch;
}

interface MatchScratch {
  entryMarks: Uint8Array[];
  sectionMarks: Uint8Array[];
  wordMatched: Uint16Array;
  /** per word id, the terms matching it (page-scores.ts, TermMasks) */
  termMasks: Uint16Array;
  /** each entry's score, when the matcher works it out */
  entryScores: Int32Array;
}

/** how many marks per entry and per section the matcher uses */
export const ENTRY_MARKS = 6;
export const SECTION_MARKS = 3;

function matchScratch(entries: number, sections: number, words: number): MatchScratch {
  return {
    entryMarks: Array.from({ length: ENTRY_MARKS }, () => new Uint8Array(entries)),
    sectionMarks: Array.from({ length: SECTION_MARKS }, () => new Uint8Array(sections)),
    wordMatched: new Uint16Array(words),
    termMasks: new Uint16Array(words),
    entryScores: new Int32Array(entries),
  };
}

export interface PreparedIndex extends MatchIndex {
  vocabulary: Vocabulary;
  /** each entry's short title, where it has one other than its title: a name of the page for the ranking */
  shortTitles: (PreparedText | undefined)[];
}

/**
 * The text folded and its words as triples; `wordId` gives each word's id (adding it to a
 * vocabulary when new), given the word folded and where it is in the text. A phrase of the
 * vocabulary adds its group's token as one more triple spanning the phrase, right after the
 * phrase's first word (so the triples' starts still ascend); its id is `wordId(token, token, 0,
 * token.length)`.
 */
export function prepareText(text: string, wordId: (word: string, text: string, start: number, end: number) => number, synonyms?: Synonyms): PreparedText {
  const folded = foldText(text);
  const triples: number[] = [];
  let phraseStarts = false;
  forEachWord(folded, (word, start, end) => {
    triples.push(start, end, wordId(word, text, start, end));
    phraseStarts ||= synonyms?.mayStart(word) === true;
  });
  if (!phraseStarts) return { text, folded, words: Int32Array.from(triples) };
  const words: TextWord[] = [];
  for (let at = 0; at < triples.length; at += 3) {
    const start = triples[at]!;
    words.push({
      folded: folded.slice(start, triples[at + 1]),
      lower: text.slice(start, triples[at + 1]).toLowerCase(),
      gapBefore: at === 0 ? '' : text.slice(triples[at - 2], start),
    });
  }
  const found = synonyms!.find(words);
  if (found.length === 0) return { text, folded, words: Int32Array.from(triples) };
  const withTokens: number[] = [];
  for (let word = 0; word < words.length; word++) {
    withTokens.push(triples[3 * word]!, triples[3 * word + 1]!, triples[3 * word + 2]!);
    for (const { first, last, token } of found) {
      if (first === word) withTokens.push(triples[3 * first]!, triples[3 * last + 1]!, wordId(token, token, 0, token.length));
    }
  }
  return { text, folded, words: Int32Array.from(withTokens) };
}

export function prepareIndex(sources: readonly SearchSource[], synonymGroups?: SynonymGroups): PreparedIndex {
  const synonyms = compileSynonyms(synonymGroups);
  const words: string[] = [];
  const spelled: string[] = [];
  const idOf = new Map<string, number>();
  // per word: its owners in each kind of text, ascending
  const lists = {
    entry: [] as number[][],
    section: [] as number[][],
    title: [] as number[][],
    description: [] as number[][],
    shortTitle: [] as number[][],
    heading: [] as number[][],
  };
  type Kind = keyof typeof lists;

  /** the text, folded, its words added to the vocabulary and `owner` to each word's postings of `kinds` */
  const prepare = (text: string, kinds: readonly Kind[], owner: number): PreparedText =>
    prepareText(
      text,
      (word, original, start, end) => {
        let id = idOf.get(word);
        if (id === undefined) {
          id = words.length;
          idOf.set(word, id);
          words.push(word);
          spelled.push(original.slice(start, end).toLowerCase());
          for (const kind of Object.values(lists)) kind.push([]);
        }
        for (const kind of kinds) {
          const list = lists[kind][id]!;
          // owners arrive in ascending order: a repeated word is already at the end
          if (list[list.length - 1] !== owner) list.push(owner);
        }
        return id;
      },
      synonyms,
    );

  const entries: PreparedEntry[] = [];
  const sections: PreparedSection[] = [];
  const addSection = (entry: number, href: string, heading: string | undefined, body: string) => {
    const section = sections.length;
    sections.push({
      entry,
      href,
      heading: heading === undefined ? undefined : prepare(heading, ['section', 'heading'], section),
      body: prepare(body, ['section'], section),
    });
  };

  const shortTitles: (PreparedText | undefined)[] = [];
  for (const [index, source] of sources.entries()) {
    entries.push({
      href: source.href,
      title: prepare(source.title, ['entry', 'title'], index),
      description: prepare(source.description, ['entry', 'description'], index),
    });
    // a name of the page, like its title, for the ranking; spec §5 matches the title and description only
    shortTitles.push(source.shortTitle === undefined ? undefined : prepare(source.shortTitle, ['shortTitle'], index));
    if (source.body) addSection(index, source.href, undefined, source.body);
    for (const heading of source.headings ?? []) addSection(index, heading.href, heading.text, heading.body);
  }

  const frequency = Int32Array.from(words, (_, id) => lists.entry[id]!.length + lists.section[id]!.length);
  const vocabulary: Vocabulary = {
    ...wordLookups(words, spelled),
    idOf,
    frequency,
    entryPostings: postingsFromLists(lists.entry),
    sectionPostings: postingsFromLists(lists.section),
    rankPostings: {
      title: postingsFromLists(lists.title),
      description: postingsFromLists(lists.description),
      shortTitle: postingsFromLists(lists.shortTitle),
      heading: postingsFromLists(lists.heading),
    },
    ...pageWordsOf(
      words,
      Int32Array.from(words.keys()).filter((id) => lists.entry[id]!.length > 0),
    ),
  };
  const sectionEntry = Int32Array.from(sections, (section) => section.entry);
  return {
    entries,
    ...pageTextOf(entries, new Uint32Array(pairWords(pageTextLength(entries)))),
    sections,
    sectionEntry,
    sectionStarts: sectionStartsOf(sectionEntry, entries.length),
    vocabulary,
    shortTitles,
    synonyms,
    scratch: matchScratch(entries.length, sections.length, words.length),
  };
}

/** the title and description words `ids` (ascending) in one string, for the matcher's look-ups of a run inside a word */
export function pageWordsOf(words: readonly string[], ids: Int32Array): Pick<Vocabulary, 'pageWordText' | 'pageWordStarts' | 'pageWordIds'> {
  // indexed loops and one join: a fragment search does this on every keystroke (page-set-index.ts)
  const pageWordStarts = new Int32Array(ids.length);
  const pieces: string[] = new Array(ids.length + 1);
  let offset = 0;
  for (let position = 0; position < ids.length; position++) {
    const word = words[ids[position]!]!;
    pageWordStarts[position] = offset;
    pieces[position] = word;
    offset += word.length + 1;
  }
  pieces[ids.length] = '';
  return { pageWordText: pieces.join('\n'), pageWordStarts, pageWordIds: ids };
}

/** the length of the entries' pageText */
export function pageTextLength(entries: readonly PreparedEntry[]): number {
  let length = 0;
  for (const entry of entries) length += entry.title.folded.length + entry.description.folded.length + 2;
  return length;
}

/** the entries' titles and descriptions in one text, and its pair filter set in `pagePairs` (zeroed; see pairWords) */
export function pageTextOf(entries: readonly PreparedEntry[], pagePairs: Uint32Array): Pick<MatchIndex, 'pageText' | 'pageTextStarts' | 'pagePairs'> {
  const pageTextStarts = new Int32Array(entries.length);
  let offset = 0;
  const pieces: string[] = new Array(2 * entries.length + 1);
  for (let index = 0; index < entries.length; index++) {
    const { title, description } = entries[index]!;
    pageTextStarts[index] = offset;
    pieces[2 * index] = title.folded;
    pieces[2 * index + 1] = description.folded;
    offset += title.folded.length + description.folded.length + 2;
  }
  pieces[2 * entries.length] = '';
  const pageText = pieces.join('\u0000');
  for (let at = 1; at < pageText.length; at++) {
    const bit = pairBit(pagePairs, pageText.charCodeAt(at - 1), pageText.charCodeAt(at));
    pagePairs[bit >>> 5]! |= 1 << (bit & 31);
  }
  return { pageText, pageTextStarts, pagePairs };
}

/** where each entry's sections start, from the entry of each section (ascending) */
export function sectionStartsOf(sectionEntry: Int32Array, entryCount: number): Int32Array {
  const sectionStarts = new Int32Array(entryCount + 1).fill(sectionEntry.length);
  for (let section = sectionEntry.length - 1; section >= 0; section--) sectionStarts[sectionEntry[section]!] = section;
  // an entry without sections starts where the next one does
  for (let entry = entryCount - 1; entry >= 0; entry--) sectionStarts[entry] = Math.min(sectionStarts[entry]!, sectionStarts[entry + 1]!);
  return sectionStarts;
}

/** what the matcher and the misspelling fix look words up by: their stems, sorted order and letters */
function wordLookups(words: string[], spelled: string[]): Pick<Vocabulary, 'words' | 'spelled' | 'stems' | 'sorted' | 'idsByStem' | 'letters'> {
  const stems = spelled.map(stemKey);
  const idsByStem = new Map<string, number[]>();
  for (const [id, stem] of stems.entries()) {
    const ids = idsByStem.get(stem);
    if (ids === undefined) idsByStem.set(stem, [id]);
    else ids.push(id);
  }
  const sorted = Int32Array.from(words.keys()).sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
  return { words, spelled, stems, sorted, idsByStem, letters: Int32Array.from(words, letterBits) };
}

const PAIR_BITS = 1 << 20;

/**
 * 32-bit words of the pair filter: about 8 bits a character of page text, up to 2^20 bits. A few
 * pages (a fragment search prepares only those a query loaded) get a small filter, not 128 kB.
 */
export function pairWords(textLength: number): number {
  let bits = 1024;
  while (bits < PAIR_BITS && bits < textLength * 8) bits *= 2;
  return bits / 32;
}

function pairBit(pagePairs: Uint32Array, first: number, second: number): number {
  return (Math.imul(first, 0x9e3779b1) ^ second) & (pagePairs.length * 32 - 1);
}

/** false when `folded` holds a pair of neighbouring characters that no title or description has */
export function mayBeInPageText(index: Pick<MatchIndex, 'pagePairs'>, folded: string): boolean {
  for (let at = 1; at < folded.length; at++) {
    const bit = pairBit(index.pagePairs, folded.charCodeAt(at - 1), folded.charCodeAt(at));
    if ((index.pagePairs[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
  }
  return true;
}

/** one bit per distinct letter, hashed into 32: an edit changes at most two bits */
export function letterBits(word: string): number {
  let bits = 0;
  for (let index = 0; index < word.length; index++) bits |= 1 << (word.charCodeAt(index) & 31);
  return bits;
}
