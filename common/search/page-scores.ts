// How much a page is about a query. Each text that names the page — its title, its short title,
// its description, each of its h1–h3 headings — scores for each query word it holds: 4 when it
// holds the word as typed, 3 when it holds a longer word the typed letters start (a word still
// being typed: «рас» in «раскрывающиеся»), another form of it or a word of the vocabulary that
// means the same (synonyms.ts). A title or heading the query names whole — every word of it (but
// stop words) matched, «Врачи» for «врачи» — scores three times that: the page or section is
// called what was asked for. The page's score is its name's (the better of its title and short
// title), its description's and its three best headings': a long page whose many headings repeat
// a phrase does not outweigh the one called by it. The text under the headings scores nothing:
// there a word is mentioned in passing.
//
// So «ДЦП» ranks «Комплексное лечение ДЦП» (its title and two headings hold it, its description
// the full form) above the home page, whose description lists it among five conditions; and a
// title holding a word ranks with a description holding it, ahead of a title holding only
// another form of it. The whole index works the scores out from its texts (scoreText); the split
// index from its word fragments (fragment-candidates.ts), to the same numbers.

/** a naming text holding the query word as typed, whole */
export const EXACT_POINTS = 4;
/** a naming text holding a word the typed letters start, another form of the word, or a synonym */
export const OTHER_POINTS = 3;
/** a title or heading the query names whole scores this many times its points */
const NAMED_WHOLE = 3;
/** how many of a page's headings count towards its score, the best first */
const HEADINGS_COUNTED = 3;

/** a text's points for the query, given its terms' best points in it summed, and whether the query names it whole */
export function textPoints(termPoints: number, namedWhole: boolean): number {
  return namedWhole ? NAMED_WHOLE * termPoints : termPoints;
}

/** a page's score from its texts' points */
export function pageScore(title: number, shortTitle: number, description: number, headings: readonly number[]): number {
  let best = 0;
  if (headings.length <= HEADINGS_COUNTED) for (const points of headings) best += points;
  else for (const points of [...headings].sort((a, b) => b - a).slice(0, HEADINGS_COUNTED)) best += points;
  return Math.max(title, shortTitle) + description + best;
}

/**
 * Per word id, which query terms match it (bits 0–7 as typed, whole; bits 8–15 otherwise): the
 * matcher's look-up for scoring a text (scoreText).
 */
export type TermMasks = Uint16Array;

export const OTHER_SHIFT = 8;

/**
 * A prepared text's points for the query: per term, the best of its words the term matches;
 * `units` (text-units.ts) when a whole-naming counts (titles and headings), else undefined.
 */
export function scoreText(words: Int32Array, masks: TermMasks, termCount: number, units: readonly number[] | undefined, best: number[]): number {
  best.fill(0, 0, termCount);
  let any = false;
  for (let at = 2; at < words.length; at += 3) {
    const mask = masks[words[at]!]!;
    if (mask === 0) continue;
    any = true;
    for (let term = 0; term < termCount; term++) {
      if (mask & (1 << term)) best[term] = EXACT_POINTS;
      else if (mask & (1 << (term + OTHER_SHIFT))) best[term] = Math.max(best[term]!, OTHER_POINTS);
    }
  }
  if (!any) return 0;
  const namedWhole = units !== undefined && units.length > 0 && units.every((id) => masks[id] !== 0);
  let points = 0;
  for (let term = 0; term < termCount; term++) points += best[term]!;
  return textPoints(points, namedWhole);
}
