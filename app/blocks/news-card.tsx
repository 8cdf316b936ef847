import { useState } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { formatRussianDate } from './format.ts';
import { ImageOffIcon } from './icons.tsx';
import { SiteLink } from './site-link.tsx';
import styles from './news-card.module.css';
import { Picture } from './picture.tsx';

/** spec §2.13 News card: image ('Ошибка загрузки' when it fails, spec §8), date, title, description */
export function NewsCard({ node }: { node: NodeOfType<'newsCard'> }) {
  const [failed, setFailed] = useState(false);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {failed ? (
          <p className={styles.error} role="img" aria-label={`${node.imageAlt}. Ошибка загрузки`}>
            <ImageOffIcon aria-hidden="true" />
            <span aria-hidden="true">Ошибка загрузки</span>
          </p>
        ) : (
          <Picture picture={node.picture} className={styles.image} src={node.image} alt={node.imageAlt} onError={() => setFailed(true)} />
        )}
      </div>
      <div className={styles.body}>
        <time className={styles.date} dateTime={node.date}>
          {formatRussianDate(node.date)}
        </time>
        <h3 className={styles.title}>
          {node.href === undefined ? (
            node.title
          ) : (
            <SiteLink href={node.href} className={styles.link}>
              {node.title}
            </SiteLink>
          )}
        </h3>
        <p className={styles.description}>{node.description}</p>
      </div>
    </article>
  );
}
