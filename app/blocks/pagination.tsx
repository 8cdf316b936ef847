import { useLocation } from 'wouter';
import type { NodeOfType } from '../../common/schema/ast.ts';
import { splitHref, stripDocsPrefix } from '../../common/routes/routes.ts';
import { isRouteHref, SiteLink } from './site-link.tsx';
import styles from './pagination.module.css';

/** "/docs/news/" and "/news" are the same page */
function samePage(href: string, location: string): boolean {
  if (!isRouteHref(href)) return false;
  const normalize = (path: string) => stripDocsPrefix(splitHref(path).path).replace(/(.)\/+$/, '$1');
  return normalize(href) === normalize(location);
}

/** spec §2.13 Pagination: links to the pages of a list; the current one is marked by itself */
export function Pagination({ node }: { node: NodeOfType<'pagination'> }) {
  const [location] = useLocation();
  return (
    <nav className={styles.pagination} aria-label="Страницы">
      <ul className={styles.list} role="list">
        {node.pages.map((page, index) => {
          const current = samePage(page.href, location);
          return (
            <li key={index} className={styles.item}>
              <SiteLink href={page.href} className={styles.link} aria-current={current ? 'page' : undefined}>
                {page.label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
