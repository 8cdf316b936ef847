import type { NodeOfType } from '../../common/schema/ast.ts';
import { renderBlocks } from '../page/render-blocks.tsx';
import styles from './steps.module.css';

/** spec §2.13: numbered steps joined by a line */
export function Steps({ node }: { node: NodeOfType<'steps'> }) {
  return (
    <ol className={styles.steps}>
      {node.items.map((item, index) => (
        <li key={index} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>{renderBlocks(item.children)}</div>
        </li>
      ))}
    </ol>
  );
}
