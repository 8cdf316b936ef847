import type { ReactNode } from 'react';
import type { HighlightedText as Highlighted } from '../../common/search/search-types.ts';

/** the text with its matched ranges in <mark> */
export function HighlightedText({ value }: { value: Highlighted }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of value.ranges) {
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(<mark key={start}>{value.text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < value.text.length) parts.push(value.text.slice(at));
  return <>{parts}</>;
}
