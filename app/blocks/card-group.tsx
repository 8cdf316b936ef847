import type { NodeOfType } from '../../common/schema/ast.ts';
import { Card } from './card.tsx';
import styles from './card.module.css';

const COLUMN_CLASS: Record<number, string | undefined> = {
  1: styles.cols1,
  2: styles.cols2,
  3: styles.cols3,
  4: styles.cols4,
};

/** spec §2.13 CardGroup: cards in 1 to 4 columns on wide screens, one column on phones */
export function CardGroup({ node }: { node: NodeOfType<'cardGroup'> }) {
  return (
    <ul className={`${styles.group} ${COLUMN_CLASS[node.cols] ?? styles.cols2}`} role="list">
      {node.items.map((card, index) => (
        <li key={index} className={styles.groupItem}>
          <Card node={card} />
        </li>
      ))}
    </ul>
  );
}
