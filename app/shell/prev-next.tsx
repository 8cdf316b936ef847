import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { SequenceRecord } from '../../common/schema/db.ts';
import { loadSequences } from '../data/site-data.ts';
import fallbackSequences from 'virtual:navigation-fallback/sequences';
import { ArrowLeftIcon, ArrowRightIcon } from './link-icons.tsx';
import { neighbours } from './prev-next.ts';
import styles from './prev-next.module.css';
import { useContentVersion } from '../dev/live-content.ts';

/** spec §2.10: links to the previous and next page of the path's sequence */
export function PrevNext({ path }: { path: string }) {
  const [sequences, setSequences] = useState<SequenceRecord[]>(fallbackSequences);
  // the live preview (development only): load again when npm start says the content changed
  const contentVersion = useContentVersion();
  useEffect(() => {
    let live = true;
    void loadSequences().then((loaded) => live && setSequences(loaded));
    return () => {
      live = false;
    };
  }, [contentVersion]);
  const { previous, next } = neighbours(sequences, path);
  if (!previous && !next) return null;
  return (
    <nav className={styles.prevNext} aria-label="Соседние страницы">
      {previous && (
        <Link href={previous.href} className={styles.link} rel="prev">
          <span className={styles.label}>
            <ArrowLeftIcon width={16} height={16} /> Предыдущая
          </span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.label}>
            Следующая <ArrowRightIcon width={16} height={16} />
          </span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
