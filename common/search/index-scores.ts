import { EXACT_POINTS, OTHER_POINTS, OTHER_SHIFT, pageScore, textPoints, type TermMasks } from './page-scores.ts';
import type { Postings } from './postings.ts';
import type { PreparedIndex, PreparedText } from './prepare-index.ts';
import { textUnits } from './text-units.ts';

// The whole index's page scores (page-scores.ts) for a query, from the postings of the words its
// terms match: each naming text a matched word is in gets the term's points once per term, and
// counts the matched words that are its units, to tell whether the query names it whole. The work
// follows the matched words' postings, not the texts of every page they touch: a common prefix
// («ре») reaches most pages of a large site.

interface Scratch {
  title: Int32Array;
  shortTitle: Int32Array;
  description: Int32Array;
  titleUnits: Int32Array;
  heading: Int32Array;
  headingUnits: Int32Array;
  /** per entry and kind of text, per section: the last term that scored there, plus one */
  stamps: { title: Uint8Array; shortTitle: Uint8Array; description: Uint8Array; heading: Uint8Array };
  entryTouched: Uint8Array;
  sectionTouched: Uint8Array;
}

const scratches = new WeakMap<PreparedIndex, Scratch>();

function scratchOf(index: PreparedIndex): Scratch {
  let scratch = scratches.get(index);
  if (scratch === undefined) {
    const entries = index.entries.length;
    const sections = index.sections.length;
    scratch = {
      title: new Int32Array(entries),
      shortTitle: new Int32Array(entries),
      description: new Int32Array(entries),
      titleUnits: new Int32Array(entries),
      heading: new Int32Array(sections),
      headingUnits: new Int32Array(sections),
      stamps: { title: new Uint8Array(entries), shortTitle: new Uint8Array(entries), description: new Uint8Array(entries), heading: new Uint8Array(sections) },
      entryTouched: new Uint8Array(entries),
      sectionTouched: new Uint8Array(sections),
    };
    scratches.set(index, scratch);
  }
  return scratch;
}

/**
 * Each entry's score into index.scratch.entryScores, and the entries scoring above 0; `termWords`
 * the ids each term matches, `masks` how (page-scores.ts, TermMasks).
 */
export function scoreIndexEntries(index: PreparedIndex, termWords: readonly number[][], masks: TermMasks): { scores: Int32Array; scored: number[] } {
  const scratch = scratchOf(index);
  const { rankPostings } = index.vocabulary;
  const { sectionEntry } = index;
  const touchedEntries: number[] = [];
  const touchedSections: number[] = [];
  const touchEntry = (entry: number) => {
    if (scratch.entryTouched[entry]) return;
    scratch.entryTouched[entry] = 1;
    touchedEntries.push(entry);
  };
  const touchSection = (section: number) => {
    if (scratch.sectionTouched[section]) return;
    scratch.sectionTouched[section] = 1;
    touchedSections.push(section);
    touchEntry(sectionEntry[section]!);
  };
  const add = (postings: Postings, id: number, stamps: Uint8Array, points: Int32Array, mark: number, value: number, touch: (owner: number) => void) => {
    for (let at = postings.start[id]!, end = at + (postings.count[id] ?? 0); at < end; at++) {
      const owner = postings.items[at]!;
      if (stamps[owner] === mark) continue;
      stamps[owner] = mark;
      points[owner]! += value;
      touch(owner);
    }
  };

  const units = unitsOf(index);
  for (const [term, ids] of termWords.entries()) {
    const mark = term + 1;
    // the words matched as typed first: a text holding both kinds takes the better points once
    for (const exact of [true, false]) {
      for (const id of ids) {
        if (((masks[id]! & (1 << term)) !== 0) !== exact) continue;
        const value = exact ? EXACT_POINTS : OTHER_POINTS;
        add(rankPostings.title, id, scratch.stamps.title, scratch.title, mark, value, touchEntry);
        add(rankPostings.shortTitle, id, scratch.stamps.shortTitle, scratch.shortTitle, mark, value, touchEntry);
        add(rankPostings.description, id, scratch.stamps.description, scratch.description, mark, value, touchEntry);
        add(rankPostings.heading, id, scratch.stamps.heading, scratch.heading, mark, value, touchSection);
      }
    }
    // the units of titles and headings that the query matches, each word once (the first term matching it counts it)
    for (const id of ids) {
      if ((masks[id]! & ((1 << term) - 1)) !== 0 || ((masks[id]! >> OTHER_SHIFT) & ((1 << term) - 1)) !== 0) continue;
      countUnits(rankPostings.title, id, units.title, scratch.titleUnits);
      countUnits(rankPostings.heading, id, units.heading, scratch.headingUnits);
    }
  }

  const whole = (count: number, matched: number) => count > 0 && matched === count;
  const scores = index.scratch.entryScores.fill(0);
  const scored: number[] = [];
  const headings: number[] = [];
  for (const entry of touchedEntries) {
    headings.length = 0;
    for (let section = index.sectionStarts[entry]!; section < index.sectionStarts[entry + 1]!; section++) {
      if (scratch.sectionTouched[section])
        headings.push(textPoints(scratch.heading[section]!, whole(units.heading[section]!.length, scratch.headingUnits[section]!)));
    }
    const title = textPoints(scratch.title[entry]!, whole(units.title[entry]!.length, scratch.titleUnits[entry]!));
    scores[entry] = pageScore(title, scratch.shortTitle[entry]!, scratch.description[entry]!, headings);
    if (scores[entry]! > 0) scored.push(entry);
  }

  // back to zero for the next query: only what this one touched
  for (const entry of touchedEntries) {
    for (const array of [scratch.title, scratch.shortTitle, scratch.description, scratch.titleUnits]) array[entry] = 0;
    for (const stamps of [scratch.stamps.title, scratch.stamps.shortTitle, scratch.stamps.description, scratch.entryTouched]) stamps[entry] = 0;
  }
  for (const section of touchedSections) {
    scratch.heading[section] = 0;
    scratch.headingUnits[section] = 0;
    scratch.stamps.heading[section] = 0;
    scratch.sectionTouched[section] = 0;
  }
  return { scores, scored };
}

/** for each text the word is in, one more matched unit when the word is one of its units */
function countUnits(postings: Postings, id: number, units: readonly (readonly number[])[], counts: Int32Array): void {
  for (let at = postings.start[id]!, end = at + (postings.count[id] ?? 0); at < end; at++) {
    const owner = postings.items[at]!;
    if (units[owner]!.includes(id)) counts[owner]!++;
  }
}

/** the units of every title (by entry) and heading (by section; none without a heading), worked out once per index */
const allUnits = new WeakMap<PreparedIndex, { title: number[][]; heading: number[][] }>();

function unitsOf(index: PreparedIndex): { title: number[][]; heading: number[][] } {
  let units = allUnits.get(index);
  if (units === undefined) {
    const { words } = index.vocabulary;
    const of = (text: PreparedText | undefined) => (text === undefined ? [] : textUnits(text.words, text.folded, words));
    allUnits.set(index, (units = { title: index.entries.map((entry) => of(entry.title)), heading: index.sections.map((section) => of(section.heading)) }));
  }
  return units;
}
