import { useId, type ReactNode } from 'react';
import styles from './titled-section.module.css';

/**
 * A block with an optional title (ReviewsSection, ServicesSection, …): with one it is a section
 * labelled by its heading. The id sits on a span inside the heading because the table of contents
 * lists every heading that carries an id, and a block's title is not one of the page's sections.
 */
export function TitledSection({ title, className, children }: { title: string | undefined; className?: string | undefined; children: ReactNode }) {
  const titleId = `${useId()}-title`;
  if (title === undefined) return <div className={className}>{children}</div>;
  return (
    <section className={className} aria-labelledby={titleId}>
      <h3 className={styles.title}>
        <span id={titleId}>{title}</span>
      </h3>
      {children}
    </section>
  );
}
