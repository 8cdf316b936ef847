import { useCallback, useState, type ReactNode } from 'react';
import { HeaderTabs } from './header-tabs.tsx';
import { TopBar } from './top-bar.tsx';
import { useCloseOnEscape } from './close-on-escape.ts';
import { LowVisionSlot } from '../low-vision/low-vision-slot.tsx';
import { prerenderedPageFor } from '../data/prerendered-page.ts';
import { deferredPart } from '../page/deferred-part.tsx';
import styles from './layout.module.css';

// links around the page: prerendered, working as plain links until their code arrives; the menu
// behind the burger opens only once the app is up (a press before that is replayed:
// app/lib/early-presses.ts)
const Sidebar = deferredPart(() => import('./sidebar.tsx').then((module) => module.Sidebar));
const MobileMenu = deferredPart(() => import('./mobile-menu.tsx').then((module) => module.MobileMenu));
const Breadcrumbs = deferredPart(() => import('./breadcrumbs.tsx').then((module) => module.Breadcrumbs));
const PrevNext = deferredPart(() => import('./prev-next.tsx').then((module) => module.PrevNext));
const TableOfContents = deferredPart(() => import('./table-of-contents.tsx').then((module) => module.TableOfContents));
const Footer = deferredPart(() => import('./footer.tsx').then((module) => module.Footer));

/**
 * spec §2.1: header, left navigation, content area (min-height 400 px), right table of contents;
 * from 320 px phones (sidebar behind a burger, tabs as a strip) to wide desktops.
 */
export function Layout({ path, children }: { path: string; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCloseOnEscape(menuOpen, closeMenu);

  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        Перейти к содержимому
      </a>
      <LowVisionSlot />
      <header id="navbar" className={styles.header}>
        <TopBar menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />
        <HeaderTabs path={path} />
      </header>
      <MobileMenu open={menuOpen} path={path} onClose={closeMenu} />
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
          <TableOfContents initialEntries={prerenderedPageFor(path)?.toc} />
        </aside>
      </div>
      <Footer />
    </>
  );
}
