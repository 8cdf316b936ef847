import { useId, useState } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import type { PriceRow } from '../../common/schema/content-items.ts';
import { formatRoubles } from './format-more.ts';
import { ChevronDownIcon } from './icons.tsx';
import { TitledSection } from './titled-section.tsx';
import { useTocUpdate } from './use-toc-update.ts';
import { useRevealOnFind } from './use-reveal-on-find.ts';
import styles from './price-rows.module.css';

/** spec §2.13: price rows, each with a collapsible list of what the price includes */
export function PriceRows({ node }: { node: NodeOfType<'priceRows'> }) {
  return (
    <TitledSection title={node.title} className={styles.prices}>
      <ul className={styles.list} role="list">
        {node.rows.map((row, index) => (
          <li key={index} className={styles.item}>
            <PriceRowView row={row} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function PriceRowView({ row }: { row: PriceRow }) {
  const [open, setOpen] = useState(false);
  const listRef = useRevealOnFind<HTMLUListElement>(!open, () => setOpen(true));
  const id = useId();
  const listId = `${id}-includes`;
  useTocUpdate(open);
  return (
    <div className={styles.row}>
      <div className={styles.main}>
        <p id={`${id}-title`} className={styles.title}>
          {row.title}
        </p>
        <p className={styles.price}>
          <span className={styles.amount}>{formatRoubles(row.price)}</span>
          {row.unit === undefined ? null : <span className={styles.unit}> {row.unit}</span>}
        </p>
      </div>
      {row.note === undefined ? null : <p className={styles.note}>{row.note}</p>}
      {row.includes.length === 0 ? null : (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            aria-describedby={`${id}-title`}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDownIcon className={styles.chevron} width={18} height={18} />
            <span>Что входит ({row.includes.length})</span>
          </button>
          <ul ref={listRef} id={listId} className={styles.includes} hidden={!open} data-collapsible>
            {row.includes.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
