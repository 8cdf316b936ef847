import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import type { Sidebar as SidebarConfig } from '../../pipeline/schema/navigation.ts';
import { builtInSidebar, loadSidebar, prefetchSidebars } from '../data/sidebars.ts';
import { ChevronIcon } from './icons.tsx';
import { initialOpenSections, itemCurrency, sidebarIdForPath } from './sidebar-state.ts';
import styles from './sidebar.module.css';
import { useContentVersion } from '../dev/live-content.ts';

/** spec §2.7: the sidebar of the path's group, with collapsible sections */
export function Sidebar({ path }: { path: string }) {
  const config = useSidebarConfig(path);
  const [open, setOpen] = useState(() => initialOpenSections(config, path));
  const baseId = useId();

  // recalculated on path change (and when the fetched config replaces the built-in one)
  useEffect(() => setOpen(initialOpenSections(config, path)), [config, path]);

  return (
    <nav className={styles.sidebar} aria-label="Навигация по разделу">
      {config.sections.map((section, index) => {
        const listId = `${baseId}-section-${index}`;
        const isOpen = open[index] ?? true;
        return (
          <section key={section.title} className={styles.section}>
            <h2 className={styles.sectionHeading}>
              <button
                type="button"
                className={styles.sectionButton}
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => setOpen((current) => current.map((value, at) => (at === index ? !value : value)))}
              >
                <ChevronIcon width={16} height={16} className={isOpen ? styles.chevronOpen : styles.chevron} />
                {section.title}
              </button>
            </h2>
            <ul id={listId} className={styles.items} hidden={!isOpen}>
              {section.items.map((item) => {
                const current = itemCurrency(config, item, path);
                return (
                  <li key={item.href}>
                    <Link href={item.href} className={styles.item} aria-current={current === 'page' ? 'page' : current === 'flagged' ? 'true' : undefined}>
                      {item.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}

function useSidebarConfig(path: string): SidebarConfig {
  const id = sidebarIdForPath(path);
  const [loaded, setLoaded] = useState<{ id: string; config: SidebarConfig } | undefined>(undefined);
  // the live preview (development only): load again when npm start says the content changed
  const contentVersion = import.meta.hot ? useContentVersion() : 0;
  useEffect(() => prefetchSidebars(), []);
  useEffect(() => {
    let live = true;
    void loadSidebar(id).then((config) => live && setLoaded({ id, config }));
    return () => {
      live = false;
    };
  }, [id, contentVersion]);
  return loaded?.id === id ? loaded.config : builtInSidebar(id);
}
