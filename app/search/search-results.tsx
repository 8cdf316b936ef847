import { useEffect, useRef, type MouseEvent } from 'react';
import { HighlightedText } from './highlighted-text.tsx';
import type { SearchCombobox } from './use-search-combobox.ts';
import type { SearchHit } from '../../common/search/search-types.ts';
import styles from './search-results.module.css';
import { plural } from '../../common/text/russian-plural.ts';

// The hits as a listbox of links (spec §2.3: "a list of links with matched text highlighted"), and
// the messages around them. Each option is a real link: a middle click or Ctrl+click opens it in a
// new tab, a plain click goes through the router and closes the search.

const NOTHING_FOUND = 'Ничего не найдено';

export interface SearchResultsProps {
  combobox: SearchCombobox;
  onChoose: (hit: SearchHit) => void;
  /** shown while the query is empty (the mobile overlay's 'Введите текст для поиска...') */
  emptyText?: string;
}

export function SearchResults({ combobox, onChoose, emptyText }: SearchResultsProps) {
  const { status, pending, outcome, activeIndex, setActiveIndex, listboxId, optionId } = combobox;
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    list.current?.ownerDocument.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const message =
    status === 'empty'
      ? emptyText
      : status === 'loading'
        ? 'Загрузка…'
        : status === 'failed'
          ? 'Поиск сейчас недоступен. Проверьте подключение к интернету и попробуйте ещё раз.'
          : outcome.hits.length === 0 && !pending
            ? NOTHING_FOUND
            : undefined;
  const hits = status === 'ready' ? outcome.hits : [];

  return (
    <div className={styles.results}>
      <div role="status" className={message === undefined && !outcome.shownFor ? 'visually-hidden' : styles.message}>
        {message ?? (outcome.shownFor ? `Показаны результаты для «${outcome.shownFor}»` : hits.length > 0 ? countText(hits.length) : '')}
      </div>
      <div ref={list} id={listboxId} role="listbox" aria-label="Результаты поиска" className={styles.list} hidden={hits.length === 0}>
        {hits.map((hit, index) => (
          <a
            key={`${hit.href}:${index}`}
            id={optionId(index)}
            href={hit.href}
            role="option"
            aria-selected={index === activeIndex}
            tabIndex={-1}
            className={styles.option}
            onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
            onClick={(event) => followLink(event, () => onChoose(hit))}
          >
            <span className={styles.name}>
              <span className={styles.title}>
                <HighlightedText value={hit.title} />
              </span>
              {hit.heading && (
                <span className={styles.heading}>
                  <span aria-hidden="true" className={styles.separator}>
                    ›
                  </span>
                  <span className="visually-hidden"> — </span>
                  <HighlightedText value={hit.heading} />
                </span>
              )}
            </span>
            {hit.excerpt && (
              <span className={styles.excerpt}>
                <span className="visually-hidden">. </span>
                <HighlightedText value={hit.excerpt} />
              </span>
            )}
          </a>
        ))}
      </div>
    </div>
  );
}

/** a plain left click is the router's; with a modifier key the browser opens a new tab or window */
function followLink(event: MouseEvent<HTMLAnchorElement>, choose: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  choose();
}

/** "1 результат", "3 результата", "12 результатов" */
export function countText(count: number): string {
  return `${count} ${plural(count, 'результат', 'результата', 'результатов')}`;
}
