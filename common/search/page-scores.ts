import type { Postings } from './postings.ts';

// How much a page is about a query: each text that names the page — its title or short title (one
// name), its description, each of its h1–h3 headings — scores for each query word it holds: 4
// when it holds the word as typed (or a word the typed letters start), 3 when it holds another
// form of it or a word of the vocabulary that means the same (synonyms.ts). The page's text
// under its headings scores nothing: there a word is mentioned in passing. So «ДЦП» ranks
// «Комплексное лечение ДЦП» (its name and two headings hold it, its description the full form)
// above the home page, whose description lists it among five conditions; and a title holding a
// word ranks with a description holding it, ahead of a title holding only another form of it.

/** a naming text holding the query word as typed */
export const EXACT_POINTS = 4;
/** a naming text holding another form of the word, or a synonym */
export const OTHER_POINTS = 3;

/** the word ids a query word matches, by how well */
export interface TermIds {
  exact: readonly number[];
  other: readonly number[];
}

export interface ScoreInput {
  name: Postings;
  description: Postings;
  /** per word, the sections whose heading holds it */
  heading: Postings;
  /** the entry of each section */
  sectionEntry: Int32Array;
}

/**
 * Each entry's score into `scores` (zeroed here), using the marks (zeroed here, one per entry,
 * two, one per section); the entries scoring above 0, in the order first reached.
 */
export function scoreEntries(input: ScoreInput, terms: readonly TermIds[], scores: Int32Array, marks: { name: Uint8Array; description: Uint8Array; heading: Uint8Array }): number[] {
  scores.fill(0);
  marks.name.fill(0);
  marks.description.fill(0);
  marks.heading.fill(0);
  const scored: number[] = [];
  const add = (entry: number, points: number) => {
    if (scores[entry] === 0) scored.push(entry);
    scores[entry]! += points;
  };
  for (const [position, term] of terms.entries()) {
    const mark = position + 1;
    // the exact words first: a text holding both counts the better once
    for (const [points, ids] of [
      [EXACT_POINTS, term.exact],
      [OTHER_POINTS, term.other],
    ] as const) {
      for (const id of ids) {
        for (const [postings, marked] of [
          [input.name, marks.name],
          [input.description, marks.description],
        ] as const) {
          for (let at = postings.start[id]!, end = at + (postings.count[id] ?? 0); at < end; at++) {
            const entry = postings.items[at]!;
            if (marked[entry] === mark) continue;
            marked[entry] = mark;
            add(entry, points);
          }
        }
        const { heading } = input;
        for (let at = heading.start[id]!, end = at + (heading.count[id] ?? 0); at < end; at++) {
          const section = heading.items[at]!;
          if (marks.heading[section] === mark) continue;
          marks.heading[section] = mark;
          add(input.sectionEntry[section]!, points);
        }
      }
    }
  }
  return scored;
}
