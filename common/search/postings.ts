// Per word, the pages (or sections) holding it, ascending, in three flat arrays instead of an
// array per word: a fragment search builds them anew on every keystroke for the pages
// it loaded (page-set-index.ts), and a thousand small arrays a keystroke would be a third of its
// garbage, which the young-generation collections that set the p95 then had to sweep.

export interface Postings {
  /** word id → where its owners start in `items` */
  start: Int32Array;
  /** word id → how many owners hold it (0: none) */
  count: Int32Array;
  /** the owners, each word's ascending */
  items: Int32Array;
}

/** how many owners hold word `id` */
export const postingCount = (postings: Postings, id: number): number => postings.count[id] ?? 0;

/** the owners holding word `id`, ascending, as a plain array */
export const ownersOf = (postings: Postings, id: number): number[] =>
  Array.from(postings.items.subarray(postings.start[id], postings.start[id]! + postingCount(postings, id)));

/** the postings of lists built one array per word (the whole index, prepared once) */
export function postingsFromLists(lists: readonly (readonly number[])[]): Postings {
  const start = new Int32Array(lists.length);
  const count = new Int32Array(lists.length);
  let total = 0;
  for (let id = 0; id < lists.length; id++) {
    start[id] = total;
    count[id] = lists[id]!.length;
    total += count[id]!;
  }
  const items = new Int32Array(total);
  for (let id = 0; id < lists.length; id++) items.set(lists[id]!, start[id]);
  return { start, count, items };
}
