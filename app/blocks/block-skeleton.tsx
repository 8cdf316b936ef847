import styles from './block-skeleton.module.css';

/** spec §2.13 loading skeleton: stands in for a block whose code or data is still on its way */
export function BlockSkeleton({ label, height = '12rem' }: { label: string; height?: string }) {
  return (
    <div className={styles.skeleton} role="status" style={{ minHeight: height }}>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
