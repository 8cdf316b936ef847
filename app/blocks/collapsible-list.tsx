import { useId, useState, type ReactNode } from 'react';
import { ShowAllButton } from './show-all-button.tsx';
import { TitledSection } from './titled-section.tsx';
import { useRevealOnFind } from './use-reveal-on-find.ts';
import { useTocUpdate } from './use-toc-update.ts';

interface CollapsibleListProps<T> {
  /** the block's optional title (ReviewsSection, ServicesSection, …) */
  title: string | undefined;
  className: string | undefined;
  items: readonly T[];
  /** how many show before «Показать все …» (spec §9) */
  shown: number;
  /** what the list holds ('reviews'): the end of its id */
  name: string;
  listClassName: string | undefined;
  itemClassName: string | undefined;
  /** 'Показать все отзывы (10)' */
  showText: string;
  /** 'Скрыть отзывы' */
  hideText: string;
  /**
   * the content of one <li>, and the tag of its heading if it has one: a level under the block's
   * title (an <h3>, titled-section.tsx) when there is one
   */
  renderItem: (item: T, headingTag: ItemHeadingTag) => ReactNode;
}

export type ItemHeadingTag = 'h3' | 'h4';

/**
 * A «Показать все …» block (reviews, services, articles): the first items, then the rest in the
 * page too — in the prerendered HTML for crawlers and visitors without JavaScript — hidden until
 * shown, and opened by the browser's find-in-page (use-reveal-on-find.ts); a button under the
 * list shows all of it and hides the rest again.
 */
export function CollapsibleList<T>({
  title,
  className,
  items,
  shown,
  name,
  listClassName,
  itemClassName,
  showText,
  hideText,
  renderItem,
}: CollapsibleListProps<T>) {
  const [showAll, setShowAll] = useState(false);
  const listId = `${useId()}-${name}`;
  const first = showAll ? items : items.slice(0, shown);
  const rest = showAll ? [] : items.slice(shown);
  const restRef = useRevealOnFind<HTMLDivElement>(rest.length > 0, () => setShowAll(true));
  // after the rest's hidden state is set (as when the list was a child of the block)
  useTocUpdate(showAll);
  const headingTag: ItemHeadingTag = title === undefined ? 'h3' : 'h4';
  const listItem = (item: T, index: number) => (
    <li key={index} className={itemClassName}>
      {renderItem(item, headingTag)}
    </li>
  );
  return (
    <TitledSection title={title} className={className}>
      <ul id={listId} className={listClassName} role="list">
        {first.map((item, index) => listItem(item, index))}
      </ul>
      {rest.length > 0 ? (
        <div ref={restRef} hidden data-collapsible>
          <ul className={listClassName} role="list">
            {rest.map((item, index) => listItem(item, shown + index))}
          </ul>
        </div>
      ) : null}
      {items.length > shown ? (
        <ShowAllButton expanded={showAll} controls={listId} showText={showText} hideText={hideText} onToggle={() => setShowAll((value) => !value)} />
      ) : null}
    </TitledSection>
  );
}
