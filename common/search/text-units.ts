import { isStopWord } from './stop-words.ts';
import { isSynonymToken } from './synonyms.ts';

// What a naming text (a title, a heading) is made of, for telling whether a query names it
// whole (page-scores.ts): its words of two characters or more but stop words, each once, a phrase
// of the vocabulary (synonyms.ts) counting as one unit, its token — «Лечебная физкультура» is one
// unit, which «ЛФК» covers and «физкультура» alone does not.

/** units worked out once per text: a title or heading is scored on every keystroke that holds its words */
const known = new WeakMap<Int32Array, number[]>();

/** the distinct ids of a prepared text's units; `words`: the vocabulary's folded words by id */
export function textUnits(triples: Int32Array, folded: string, words: readonly string[]): number[] {
  let units = known.get(triples);
  if (units === undefined) known.set(triples, (units = unitsOf(triples, folded, words)));
  return units;
}

function unitsOf(triples: Int32Array, folded: string, words: readonly string[]): number[] {
  const spans: number[] = [];
  for (let at = 0; at < triples.length; at += 3) {
    if (isSynonymToken(words[triples[at + 2]!]!)) spans.push(triples[at]!, triples[at + 1]!);
  }
  const units = new Set<number>();
  for (let at = 0; at < triples.length; at += 3) {
    const start = triples[at]!;
    const end = triples[at + 1]!;
    const id = triples[at + 2]!;
    if (isSynonymToken(words[id]!)) {
      units.add(id);
      continue;
    }
    if (end - start < 2 || insideSpan(spans, start, end) || isStopWord(folded.slice(start, end))) continue;
    units.add(id);
  }
  return [...units];
}

function insideSpan(spans: readonly number[], start: number, end: number): boolean {
  for (let at = 0; at < spans.length; at += 2) if (spans[at]! <= start && end <= spans[at + 1]!) return true;
  return false;
}
