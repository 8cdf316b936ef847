import { useId } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { useCountdown } from '../lib/countdown.ts';
import { ClockIcon } from './icons.tsx';
import styles from './timer.module.css';

export const TIMER_DEFAULT_LABEL = 'До 06:00 осталось';

/** spec §2.13 Timer: the countdown to 06:00 (spec §4), the one shared timer of the «Акции» tab */
export function Timer({ node }: { node: NodeOfType<'timer'> }) {
  const text = useCountdown();
  const labelId = `${useId()}-label`;
  return (
    <div className={styles.timer}>
      <ClockIcon className={styles.icon} width={28} height={28} />
      <p className={styles.text}>
        <span id={labelId} className={styles.label}>
          {node.label ?? TIMER_DEFAULT_LABEL}
        </span>
        <span className={styles.time} role="timer" aria-labelledby={labelId}>
          {text}
        </span>
      </p>
    </div>
  );
}
