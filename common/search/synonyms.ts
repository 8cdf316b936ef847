import { foldText } from './fold-text.ts';
import { stemKey } from './stem-word.ts';
import { forEachWord } from './text-words.ts';

// The search's vocabulary (content/data/search-vocabulary.yaml): groups of words and phrases that
// name one thing — «ДЦП» and «детский церебральный паралич», «доехать» and «проезд». Wherever a
// text holds a phrase of a group, its words carry one more word beside them, the group's token;
// a query holding a phrase of the group looks for the token too. So «аутизм» finds «расстройства
// аутистического спектра», and the other way round, with the matcher unchanged: the token is a
// word like any other, that no one can type.
//
// A phrase matches consecutive words (a space or a hyphen between them: «черепно-мозговая травма»)
// in any of their forms — each word by its stem — except a word written in capitals (an
// abbreviation: «РАС»), which matches only itself, in any case: «раса» is not «РАС».

/** the groups as content/data/search-vocabulary.yaml writes them, each a list of phrases */
export type SynonymGroups = readonly (readonly string[])[];

/** a word of the vocabulary as a text's word is compared with it */
interface PhraseWord {
  /** an abbreviation's folded text; else undefined, and the word matches by `stem` */
  exact: string | undefined;
  stem: string;
}

interface Phrase {
  words: PhraseWord[];
  token: string;
}

/** a phrase found among a text's words: the first and last word's positions and the group's token */
export interface FoundPhrase {
  first: number;
  last: number;
  token: string;
}

/** a word of a text as the vocabulary compares it */
export interface TextWord {
  /** folded (fold-text.ts) */
  folded: string;
  /** lowercased as written: its stem is worked out from it when needed */
  lower: string;
  /** what stands between it and the word before: a phrase goes on only over spaces and hyphens */
  gapBefore: string;
}

export interface Synonyms {
  /** no group: nothing to look for */
  readonly empty: boolean;
  /** whether a phrase may start with this folded word: a text none of whose words may is not read again */
  mayStart(folded: string): boolean;
  /** the phrases among `words` (a text's or a query's, in order), longest first where they start together */
  find(words: readonly TextWord[]): FoundPhrase[];
}

/** the token of the group at `index`: \u0001 is no word character, so no query or text holds it */
export function synonymToken(index: number): string {
  return `\u0001${index}`;
}

/** whether a vocabulary word is a group's token */
export function isSynonymToken(word: string): boolean {
  return word.charCodeAt(0) === 1;
}

/** no vocabulary: the pages' words alone */
export const NO_SYNONYMS: Synonyms = { empty: true, mayStart: () => false, find: () => [] };
const PHRASE_GAP = /^[\s\-‐‑–]+$/;
const CAPITALS = /^[\p{Lu}\p{N}]+$/u;

export function compileSynonyms(groups: SynonymGroups | undefined): Synonyms {
  if (groups === undefined || groups.length === 0) return NO_SYNONYMS;
  /** the phrases by the first two characters of their first word's stem (or abbreviation) */
  const byStart = new Map<number, Phrase[]>();
  for (const [index, group] of groups.entries()) {
    for (const text of group) {
      const words: PhraseWord[] = [];
      forEachWord(text, (word) => {
        const lower = word.toLowerCase();
        words.push(CAPITALS.test(word) && /\p{L}/u.test(word) ? { exact: foldText(lower), stem: '' } : { exact: undefined, stem: stemKey(lower) });
      });
      if (words.length === 0) continue;
      const key = startKey(words[0]!.exact ?? words[0]!.stem);
      let list = byStart.get(key);
      if (list === undefined) byStart.set(key, (list = []));
      list.push({ words, token: synonymToken(index) });
    }
  }
  for (const list of byStart.values()) list.sort((a, b) => b.words.length - a.words.length);

  const matches = (phraseWord: PhraseWord, word: TextWord) =>
    phraseWord.exact !== undefined ? word.folded === phraseWord.exact : word.folded.startsWith(phraseWord.stem) && stemKey(word.lower) === phraseWord.stem;

  /** whether a phrase's first word has a stem of one character (looked up by one character too) */
  const shortStarts = [...byStart.keys()].some((key) => key % 0x10000 === 0);

  return {
    empty: false,
    mayStart: (folded) => byStart.has(startKey(folded)) || (shortStarts && folded.length > 1 && byStart.has(startKey(folded[0]!))),
    find(words) {
      const found: FoundPhrase[] = [];
      const tryPhrases = (phrases: Phrase[] | undefined, first: number) => {
        if (phrases === undefined) return;
        for (const phrase of phrases) {
          const last = first + phrase.words.length - 1;
          if (last >= words.length) continue;
          let all = true;
          for (let at = 0; at < phrase.words.length && all; at++) {
            const word = words[first + at]!;
            all = (at === 0 || PHRASE_GAP.test(word.gapBefore)) && matches(phrase.words[at]!, word);
          }
          if (all && !found.some((each) => each.first === first && each.last === last && each.token === phrase.token))
            found.push({ first, last, token: phrase.token });
        }
      };
      for (let first = 0; first < words.length; first++) {
        const { folded } = words[first]!;
        tryPhrases(byStart.get(startKey(folded)), first);
        if (shortStarts && folded.length > 1) tryPhrases(byStart.get(startKey(folded[0]!)), first);
      }
      return found;
    },
  };
}

/** the phrases of the vocabulary in a text */
export function phrasesIn(synonyms: Synonyms, text: string): FoundPhrase[] {
  if (synonyms.empty) return [];
  const folded = foldText(text);
  const words: TextWord[] = [];
  let end = 0;
  forEachWord(folded, (word, start, wordEnd) => {
    words.push({ folded: word, lower: text.slice(start, wordEnd).toLowerCase(), gapBefore: words.length === 0 ? '' : text.slice(end, start) });
    end = wordEnd;
  });
  return synonyms.find(words);
}

/** the first two UTF-16 units of a folded word or stem (or its one unit), as one number: a stem is the start of its word */
function startKey(text: string): number {
  return text.charCodeAt(0) * 0x10000 + (text.length > 1 ? text.charCodeAt(1) : 0);
}
