import styles from './page-view.module.css';

/** spec §4: the loading state of the page view */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">Загрузка страницы…</span>
      <div className={styles.skeletonTitle} />
      {[92, 100, 84, 96, 60].map((width, index) => (
        <div key={index} className={styles.skeletonLine} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}
