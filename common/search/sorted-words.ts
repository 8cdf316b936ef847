/**
 * The position in `sorted` (word ids in the order of their words) of the first word not sorting
 * before `text`, by binary search: the words a prefix starts follow it, next to each other.
 */
export function firstNotBefore(words: readonly string[], sorted: Int32Array, text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[sorted[middle]!]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}
