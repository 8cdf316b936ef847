import { useId, useState } from 'react';
import type { NodeOfType } from '../../common/schema/ast.ts';
import type { Article } from '../../common/schema/content-items.ts';
import { FileIcon } from './icons.tsx';
import { ShowAllButton } from './show-all-button.tsx';
import { isExternalHref, SiteLink } from './site-link.tsx';
import { TitledSection } from './titled-section.tsx';
import { useTocUpdate } from './use-toc-update.ts';
import { ShownAndRest } from './shown-and-rest.tsx';
import styles from './articles.module.css';

/** spec §9: article cards shown at first */
export const ARTICLES_SHOWN = 2;

/** spec §2.13 scholar article cards: the first two, then 'Показать все статьи (N)' / 'Скрыть статьи' */
export function Articles({ node }: { node: NodeOfType<'articles'> }) {
  const [showAll, setShowAll] = useState(false);
  const listId = `${useId()}-articles`;
  useTocUpdate(showAll);
  return (
    <TitledSection title={node.title} className={styles.articles}>
      <ShownAndRest
        items={node.items}
        shown={ARTICLES_SHOWN}
        showAll={showAll}
        onReveal={() => setShowAll(true)}
        listId={listId}
        listClassName={styles.list}
        renderItem={(article, index) => (
          <li key={index} className={styles.item}>
            <ArticleCard article={article} />
          </li>
        )}
      />
      {node.items.length > ARTICLES_SHOWN ? (
        <ShowAllButton
          expanded={showAll}
          controls={listId}
          showText={`Показать все статьи (${node.items.length})`}
          hideText="Скрыть статьи"
          onToggle={() => setShowAll((value) => !value)}
        />
      ) : null}
    </TitledSection>
  );
}

/** the site shown beside the PDF link: the editor's pdfHost, else the host of an absolute URL */
export function pdfHostOf(article: Article): string | undefined {
  if (article.pdfHost !== undefined) return article.pdfHost;
  if (article.pdfUrl === undefined || !isExternalHref(article.pdfUrl)) return undefined;
  try {
    return new URL(article.pdfUrl, 'https://localhost').hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

function ArticleCard({ article }: { article: Article }) {
  const host = pdfHostOf(article);
  return (
    <article className={styles.card}>
      <p className={styles.title}>
        {article.articleUrl === undefined ? article.title : (
          <SiteLink href={article.articleUrl} className={styles.titleLink}>
            {article.title}
          </SiteLink>
        )}
      </p>
      <p className={styles.authors}>{article.authors}</p>
      {article.source === undefined ? null : <p className={styles.source}>{article.source}</p>}
      {article.pdf && article.pdfUrl !== undefined ? (
        <p className={styles.pdfLine}>
          <SiteLink href={article.pdfUrl} className={styles.pdf}>
            <FileIcon width={16} height={16} />
            PDF<span className="visually-hidden">: {article.title}</span>
          </SiteLink>
          {host === undefined ? null : <span className={styles.host}>{host}</span>}
        </p>
      ) : null}
    </article>
  );
}
