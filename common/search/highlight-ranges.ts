import type { HighlightedText, Range } from './search-types.ts';

/** sorted, with overlapping and touching ranges joined */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** every place `needle` occurs in `haystack`, overlapping occurrences joined */
export function findOccurrences(haystack: string, needle: string): Range[] {
  const ranges: Range[] = [];
  if (needle === '') return ranges;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    ranges.push([at, at + needle.length]);
  }
  return mergeRanges(ranges);
}

export interface ExcerptOptions {
  /** characters kept before the first match */
  before: number;
  /** the excerpt's length at most, ellipses aside */
  length: number;
}

/** about two lines of the results list */
const EXCERPT: ExcerptOptions = { before: 30, length: 120 };
const ELLIPSIS = '…';
const SHORT_CUT = 15;

/**
 * A window of a long text around its first highlighted range, cut at word edges, with "…" where
 * text was left out; the ranges are moved into the window and clipped to it.
 */
export function excerptAround(source: HighlightedText, options: ExcerptOptions = EXCERPT): HighlightedText {
  const { text, ranges } = source;
  if (text.length <= options.length) return source;
  const anchor = ranges[0]?.[0] ?? 0;
  // cutting off only a word or two at the start saves nothing worth an ellipsis
  let start = anchor - options.before <= SHORT_CUT ? 0 : anchor - options.before;
  if (start > 0) {
    // start at the next word, unless that would pass the match
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < anchor ? space + 1 : start;
  }
  let end = Math.min(text.length, start + options.length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && space >= (ranges[0]?.[1] ?? 0)) end = space;
  }
  const prefix = start > 0 ? ELLIPSIS : '';
  const suffix = end < text.length ? ELLIPSIS : '';
  const shift = prefix.length - start;
  const clipped = ranges
    .filter(([rangeStart, rangeEnd]) => rangeEnd > start && rangeStart < end)
    .map(([rangeStart, rangeEnd]): Range => [Math.max(rangeStart, start) + shift, Math.min(rangeEnd, end) + shift]);
  return { text: prefix + text.slice(start, end) + suffix, ranges: clipped };
}
