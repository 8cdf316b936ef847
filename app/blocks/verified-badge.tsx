import type { NodeOfType } from '../../common/schema/ast.ts';
import styles from './verified-badge.module.css';

/** the badge image and its label; reviews with `verified: true` show it too */
export function VerifiedBadge({ label, size = 'normal' }: { label: string; size?: 'normal' | 'small' }) {
  return (
    <span className={`${styles.badge} ${size === 'small' ? styles.small : ''}`}>
      <svg className={styles.image} viewBox="0 0 24 24" width="20" height="20" role="img" aria-label="Значок «Проверено»" focusable="false">
        <path
          className={styles.seal}
          d="M12 1.5l2.4 1.8 3-.2.9 2.8 2.5 1.7-.9 2.9.9 2.9-2.5 1.7-.9 2.8-3-.2L12 20l-2.4-1.8-3 .2-.9-2.8-2.5-1.7.9-2.9-.9-2.9 2.5-1.7.9-2.8 3 .2Z"
        />
        <path className={styles.tick} d="m8 10.8 2.7 2.7L16 8.2" fill="none" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{label}</span>
    </span>
  );
}

/** spec §2.13 VerifiedBadge */
export function VerifiedBadgeBlock({ node }: { node: NodeOfType<'verifiedBadge'> }) {
  return (
    <p className={styles.block}>
      <VerifiedBadge label={node.label} />
    </p>
  );
}
