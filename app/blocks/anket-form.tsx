import type { NodeOfType } from '../../common/schema/ast.ts';
import { AnketFormBlock } from '../forms/anket-form-block.tsx';
import styles from './anket-form.module.css';

/**
 * spec §2.12/§2.13 AnketForm: where the questionnaire stands on /anket. The form itself (its lock,
 * fields and sending) is app/forms' AnketFormBlock, which fetches its own chunk.
 */
export function AnketForm({ node }: { node: NodeOfType<'anketForm'> }) {
  return (
    <div className={styles.placement} data-block="anket-form">
      <AnketFormBlock node={node} />
    </div>
  );
}
