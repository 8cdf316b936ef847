import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { loadPageTitle } from '../data/pages.ts';
import { builtInSidebar, loadSidebar } from '../data/sidebars.ts';
import type { Sidebar } from '../../common/schema/navigation.ts';
import { breadcrumbTrail } from './breadcrumb-trail.ts';
import { sidebarIdForPath } from './sidebar-state.ts';
import { prerenderedPageFor } from '../data/prerendered-page.ts';
import styles from './breadcrumbs.module.css';
import { useContentVersion } from '../dev/live-content.ts';

/** spec §2.9: large screens; section → item → sub-page title */
export function Breadcrumbs({ path }: { path: string }) {
  const id = sidebarIdForPath(path);
  const [sidebar, setSidebar] = useState<Sidebar>(() => builtInSidebar(id));
  // a prerendered page knows its own title: the crumb is right from the first paint
  const [pageTitle, setPageTitle] = useState<{ path: string; title: string | undefined } | undefined>(() => {
    const page = prerenderedPageFor(path)?.page;
    return page === undefined ? undefined : { path, title: page.title };
  });
  // the live preview (development only): load again when npm start says the content changed
  const contentVersion = useContentVersion();

  useEffect(() => setSidebar(builtInSidebar(id)), [id]);
  useEffect(() => {
    let live = true;
    void loadSidebar(id).then((loaded) => live && setSidebar(loaded));
    return () => {
      live = false;
    };
  }, [id, contentVersion]);

  const crumbs = breadcrumbTrail(sidebar, path, pageTitle?.path === path ? pageTitle.title : undefined);
  // a sub-page's crumb is its title (breadcrumb-trail.ts); an item's own page needs none
  const subPage = crumbs.at(-1)?.subPage === true;
  useEffect(() => {
    if (!subPage) return;
    let live = true;
    void loadPageTitle(path).then((title) => live && setPageTitle({ path, title }));
    return () => {
      live = false;
    };
  }, [path, subPage, contentVersion]);

  if (crumbs.length === 0) return null;
  return (
    <nav className={styles.breadcrumbs} aria-label="Хлебные крошки">
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.title}`} className={styles.crumb}>
              {last || crumb.href === undefined ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.title}</span>
              ) : (
                <Link href={crumb.href}>{crumb.title}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
