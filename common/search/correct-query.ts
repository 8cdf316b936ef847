import { editDistanceWithin } from './edit-distance.ts';
import { parseQuery, wordsMatching, type QueryTerm } from './match-query.ts';
import { letterBits, type Vocabulary } from './prepare-index.ts';
import { isSynonymToken, type Synonyms } from './synonyms.ts';

// Misspelt words ("эпилепсыя", "лачение"): each query word that matches no word of the site is
// replaced by the nearest one, at most one edit away (two for long words); ties go to the word
// more pages use. Undefined when nothing needed fixing or a word has no near neighbour.

/** words shorter than this are left alone: a short word is one edit away from too many others */
const MIN_LENGTH = 4;
const TWO_EDITS_FROM = 8;

/**
 * The part of the vocabulary the fix reads: the whole index's, or the words a fragment search
 * loaded, in the order they arrived, with each word's id in the whole index (`wholeIds`), which
 * ties are broken by as the whole index breaks them.
 */
export type CorrectionVocabulary = Pick<Vocabulary, 'words' | 'spelled' | 'stems' | 'sorted' | 'idsByStem'> & {
  letters: ArrayLike<number>;
  frequency: ArrayLike<number>;
  wholeIds?: ArrayLike<number>;
};

export function correctQuery(vocabulary: CorrectionVocabulary, query: string, synonyms?: Synonyms): string | undefined {
  const { normalized, terms } = parseQuery(query, synonyms);
  let corrected = normalized;
  let changed = false;
  // replace from the end, so earlier ranges stay valid
  for (const term of [...terms].reverse()) {
    // a word of the vocabulary (synonyms.ts) was recognised: nothing to fix
    if (term.tokens.length > 0 || wordsMatching(vocabulary, term).length > 0) continue;
    const nearest = nearestWord(vocabulary, term);
    if (nearest === undefined) return undefined;
    corrected = corrected.slice(0, term.start) + vocabulary.spelled[nearest] + corrected.slice(term.end);
    changed = true;
  }
  return changed ? corrected : undefined;
}

/** how many edits away a word of this length may be corrected from: none for a short word */
export function editsAllowed(length: number): number {
  return length < MIN_LENGTH ? 0 : length >= TWO_EDITS_FROM ? 2 : 1;
}

function nearestWord(vocabulary: CorrectionVocabulary, term: QueryTerm): number | undefined {
  const word = term.folded;
  const max = editsAllowed(word.length);
  if (max === 0) return undefined;
  const bits = letterBits(word);
  const { words, letters, frequency } = vocabulary;
  /** ties go to the word more pages use, then to the one first in the whole index */
  const before = (id: number, other: number) => frequency[id]! > frequency[other]! || (frequency[id] === frequency[other] && wholeId(id) < wholeId(other));
  const wholeId = (id: number) => (vocabulary.wholeIds === undefined ? id : vocabulary.wholeIds[id]!);
  let best: number | undefined;
  let bestDistance = max + 1;
  for (let id = 0; id < words.length; id++) {
    const candidate = words[id]!;
    // cheap filters first: the length, then the letters (an edit changes at most two letter bits)
    if (Math.abs(candidate.length - word.length) > max || isSynonymToken(candidate)) continue;
    if (popCount(letters[id]! ^ bits) > 2 * max) continue;
    const distance = editDistanceWithin(word, candidate, Math.min(max, bestDistance));
    if (distance < bestDistance || (distance === bestDistance && distance <= max && before(id, best!))) {
      best = id;
      bestDistance = distance;
    }
  }
  return bestDistance <= max ? best : undefined;
}

function popCount(bits: number): number {
  let value = bits - ((bits >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
