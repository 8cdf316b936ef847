import { useCountdown } from '../lib/countdown.ts';
import styles from './header-tabs.module.css';

/** spec §4: the time left until 06:00, shared by every badge and Timer block */
export function CountdownBadge() {
  const text = useCountdown();
  return (
    <span className={styles.badge} role="timer" aria-label={`До 06:00 осталось ${text}`}>
      {text}
    </span>
  );
}
