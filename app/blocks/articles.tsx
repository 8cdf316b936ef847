import type { NodeOfType } from '../../common/schema/ast.ts';
import type { Article } from '../../common/schema/content-items.ts';
import { FileIcon } from './icons.tsx';
import { isExternalHref, SiteLink } from './site-link.tsx';
import { CollapsibleList, type ItemHeadingTag } from './collapsible-list.tsx';
import styles from './articles.module.css';

/** spec §9: article cards shown at first */
export const ARTICLES_SHOWN = 2;

/** spec §2.13 scholar article cards: the first two, then 'Показать все статьи (N)' / 'Скрыть статьи' */
export function Articles({ node }: { node: NodeOfType<'articles'> }) {
  return (
    <CollapsibleList
      title={node.title}
      className={styles.articles}
      items={node.items}
      shown={ARTICLES_SHOWN}
      name="articles"
      listClassName={styles.list}
      itemClassName={styles.item}
      showText={`Показать все статьи (${node.items.length})`}
      hideText="Скрыть статьи"
      renderItem={(article, headingTag) => <ArticleCard article={article} Heading={headingTag} />}
    />
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

function ArticleCard({ article, Heading }: { article: Article; Heading: ItemHeadingTag }) {
  const host = pdfHostOf(article);
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>
        {article.articleUrl === undefined ? (
          article.title
        ) : (
          <SiteLink href={article.articleUrl} className={styles.titleLink}>
            {article.title}
          </SiteLink>
        )}
      </Heading>
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
