// Which words the misspelling fix must load (docs/performance.md, «What the first search
// transfers»). The fix counts edits as edit-distance.ts does: a letter added (it breaks at most one
// of the misspelt word's two-character runs), removed or changed (two), or two neighbours swapped
// (three). A word `d` letters longer or shorter needs `d` additions or removals, so a word of that
// length within `edits` edits has broken at most 3 × edits − d of the runs, and still holds one of
// any 3 × edits − d + 1 of them (Ukkonen's q-gram lemma, with swaps). Loading, for each length in
// reach, the words holding the runs that fewest words of that length hold is then enough to choose
// exactly as over the whole vocabulary.

/** every two-character run of `word`, in order, repeats included */
export function twoCharacterRuns(word: string): string[] {
  const runs: string[] = [];
  for (let at = 0; at + 2 <= word.length; at++) runs.push(word.slice(at, at + 2));
  return runs;
}

/**
 * The runs of `word` whose words of `length` (counted per run in `counts`) include every word of
 * that length within `edits` edits of it. Runs no word holds cost nothing and are taken first; a
 * run that occurs twice in `word` counts twice.
 */
export function typoRunsToLoad(word: string, edits: number, length: number, counts: Readonly<Record<string, number>>): string[] {
  const count = (run: string) => (Object.hasOwn(counts, run) ? counts[run]! : 0);
  const runs = twoCharacterRuns(word);
  const needed = 3 * edits - Math.abs(length - word.length) + 1;
  if (runs.length >= needed) return cheapestCover(runs, needed, count);
  if (edits !== 1 || length !== word.length) return Object.keys(counts);
  // a four-letter word at its own length: a letter changed leaves one of its three runs, and each
  // swap of two neighbours is one word, found under one of its own runs
  const chosen = new Set(cheapestCover(runs, 3, count));
  for (let at = 0; at + 2 <= word.length; at++) {
    const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    for (const run of cheapestCover(twoCharacterRuns(swapped), 1, count)) chosen.add(run);
  }
  return [...chosen];
}

/** the fewest words' runs that include `needed` of `runs` (occurrences), leaving out those no word holds */
function cheapestCover(runs: readonly string[], needed: number, count: (run: string) => number): string[] {
  const occurrences = new Map<string, number>();
  for (const run of runs) occurrences.set(run, (occurrences.get(run) ?? 0) + 1);
  const cheapestFirst = [...occurrences.keys()].sort((a, b) => count(a) - count(b) || (a < b ? -1 : a > b ? 1 : 0));
  const chosen: string[] = [];
  let covered = 0;
  for (const run of cheapestFirst) {
    if (covered >= needed) break;
    covered += occurrences.get(run)!;
    if (count(run) > 0) chosen.push(run);
  }
  return chosen;
}
