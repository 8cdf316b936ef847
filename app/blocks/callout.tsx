import type { CalloutKind, NodeOfType } from '../../common/schema/ast.ts';
import { renderBlocks } from '../page/render-blocks.tsx';
import { CalloutIcon } from './icons.tsx';
import styles from './callout.module.css';

/** what each kind is called: the visible title when the editor gave none, else read before it */
export const CALLOUT_LABELS: Record<CalloutKind, string> = {
  note: 'Заметка',
  warning: 'Внимание',
  info: 'Справка',
  tip: 'Совет',
  check: 'Проверено',
  danger: 'Опасно',
};

/**
 * spec §2.13: Note, Warning, Info, Tip, Check, Danger, each with its icon and colour. `#callback`
 * links inside (spec §2.6) are buttons already, made by renderInline.
 */
export function Callout({ node }: { node: NodeOfType<'callout'> }) {
  const label = CALLOUT_LABELS[node.kind];
  return (
    <div className={`${styles.callout} ${styles[node.kind]}`} role="note" data-callout={node.kind}>
      <p className={styles.title}>
        <CalloutIcon kind={node.kind} className={styles.icon} />
        {node.title === undefined ? (
          label
        ) : (
          <>
            <span className="visually-hidden">{label}: </span>
            {node.title}
          </>
        )}
      </p>
      <div className={styles.body}>{renderBlocks(node.children)}</div>
    </div>
  );
}
