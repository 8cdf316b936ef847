import { useState, type ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Footer } from './footer.tsx';
import { HeaderTabs } from './header-tabs.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PrevNext } from './prev-next.tsx';
import { Sidebar } from './sidebar.tsx';
import { TableOfContents } from './table-of-contents.tsx';
import { TopBar } from './top-bar.tsx';
import { LowVisionSlot } from '../low-vision/low-vision-slot.tsx';
import { RenderedPageContext } from './rendered-page.ts';
import { prerenderedPageFor } from '../data/prerendered-page.ts';
import styles from './layout.module.css';

/**
 * spec §2.1: header, left navigation, content area (min-height 400 px), right table of contents;
 * from 320 px phones (sidebar behind a burger, tabs as a strip) to wide desktops.
 */
export function Layout({ path, children }: { path: string; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [renderedPage, setRenderedPage] = useState<string | undefined>(undefined);

  return (
    <RenderedPageContext.Provider value={setRenderedPage}>
      <a className={styles.skipLink} href="#main-content">
        Перейти к содержимому
      </a>
      <LowVisionSlot />
      <header id="navbar" className={styles.header}>
        <TopBar menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />
        <HeaderTabs path={path} />
      </header>
      <MobileMenu open={menuOpen} path={path} onClose={() => setMenuOpen(false)} />
      <div className={styles.body}>
        <aside className={styles.sidebar} aria-label="Меню раздела">
          <Sidebar path={path} />
        </aside>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Breadcrumbs path={path} />
          <div className={styles.content}>{children}</div>
          <PrevNext path={path} />
        </main>
        <aside className={styles.toc} aria-label="Оглавление">
          <TableOfContents renderedPage={renderedPage} initialEntries={prerenderedPageFor(path)?.toc} />
        </aside>
      </div>
      <Footer />
    </RenderedPageContext.Provider>
  );
}
