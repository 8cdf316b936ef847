import { useEffect, useId, useRef, useState } from 'react';
import type { LinkTarget } from './link-targets.ts';
import styles from './page-text.module.css';

// The link picker of a page's text (docs/web-editor.md, «A page's text»): a modal dialog — the
// browser keeps the focus inside it and Escape closes it — listing the site's pages, their
// headings and the clinic's facts, with a box that filters them by any word typed.

export function LinkPicker({
  open,
  pages,
  facts,
  onPick,
  onClose,
}: {
  open: boolean;
  /** undefined while they load; an Error when they could not */
  pages: LinkTarget[] | Error | undefined;
  facts: LinkTarget[];
  onPick(target: LinkTarget): void;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState('');
  const titleId = useId();
  const filterId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (target: LinkTarget) => words.every((word) => `${target.label} ${target.page ?? ''}`.toLowerCase().includes(word));
  const shownPages = Array.isArray(pages) ? pages.filter(matches) : [];
  const shownFacts = facts.filter(matches);
  // closed before the choice is written: the page behind a modal dialog takes no focus and no edit
  const pick = (target: LinkTarget) => {
    dialog.current?.close();
    onPick(target);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.picker}
      aria-labelledby={titleId}
      onClose={() => {
        setFilter('');
        onClose();
      }}
    >
      <h2 id={titleId}>Вставить ссылку</h2>
      <label htmlFor={filterId}>Найти страницу, раздел или сведения о клинике</label>
      <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      <div className={styles.pickerLists}>
        <section aria-label="Страницы сайта">
          <h3>Страницы сайта</h3>
          {pages === undefined ? <p>Загружается список страниц…</p> : null}
          {pages instanceof Error ? <p role="alert">Не удалось загрузить список страниц. Проверьте подключение и откройте окно ещё раз.</p> : null}
          {Array.isArray(pages) ? <TargetList targets={shownPages} onPick={pick} /> : null}
        </section>
        <section aria-label="Сведения о клинике">
          <h3>Сведения о клинике</h3>
          <TargetList targets={shownFacts} onPick={pick} />
        </section>
      </div>
      <button type="button" onClick={() => dialog.current?.close()}>
        Закрыть
      </button>
    </dialog>
  );
}

function TargetList({ targets, onPick }: { targets: LinkTarget[]; onPick(target: LinkTarget): void }) {
  if (targets.length === 0) return <p>Ничего не найдено.</p>;
  return (
    <ul className={styles.targets}>
      {targets.map((target, index) => (
        <li key={`${index}-${target.label}`} className={target.page === undefined ? undefined : styles.heading}>
          <button type="button" onClick={() => onPick(target)}>
            {target.label}
            {target.page === undefined ? null : <span className={styles.hint}> — раздел страницы «{target.page}»</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
