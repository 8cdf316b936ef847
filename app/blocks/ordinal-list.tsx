import type { NodeOfType } from '../../common/schema/ast.ts';
import { renderBlocks } from '../page/render-blocks.tsx';
import { ordinalLabel } from './format.ts';
import styles from './ordinal-list.module.css';

/** spec §2.13: up to ten items labelled 'Первый пункт' … 'Десятый пункт' */
export function OrdinalList({ node }: { node: NodeOfType<'ordinalList'> }) {
  return (
    // role="list": Safari drops list semantics from a list without markers
    <ol className={styles.list} role="list">
      {node.items.map((item, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.label}>{ordinalLabel(index)}</span>
          <div className={styles.body}>{renderBlocks(item.children)}</div>
        </li>
      ))}
    </ol>
  );
}
