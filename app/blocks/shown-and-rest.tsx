import type { ReactNode } from 'react';
import { useRevealOnFind } from './use-reveal-on-find.ts';

interface ShownAndRestProps<T> {
  items: readonly T[];
  /** how many show before «Показать все …» (spec §9) */
  shown: number;
  showAll: boolean;
  /** find-in-page found something in the rest: show all */
  onReveal: () => void;
  /** the id the «Показать все …» button controls */
  listId: string;
  listClassName: string | undefined;
  /** one <li> with its key */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * The list of a «Показать все …» block (reviews, services, articles): the first items, then the
 * rest in the page too — in the prerendered HTML for crawlers and visitors without JavaScript —
 * hidden until shown, and opened by the browser's find-in-page (use-reveal-on-find.ts).
 */
export function ShownAndRest<T>({ items, shown, showAll, onReveal, listId, listClassName, renderItem }: ShownAndRestProps<T>) {
  const first = showAll ? items : items.slice(0, shown);
  const rest = showAll ? [] : items.slice(shown);
  const restRef = useRevealOnFind<HTMLDivElement>(rest.length > 0, onReveal);
  return (
    <>
      <ul id={listId} className={listClassName} role="list">
        {first.map((item, index) => renderItem(item, index))}
      </ul>
      {rest.length > 0 ? (
        <div ref={restRef} hidden data-collapsible>
          <ul className={listClassName} role="list">
            {rest.map((item, index) => renderItem(item, shown + index))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
