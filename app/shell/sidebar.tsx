import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import type { Sidebar as SidebarConfig } from '../../common/schema/navigation.ts';
import { builtInSidebar, loadSidebar, prefetchSidebars } from '../data/sidebars.ts';
import { ChevronIcon } from './link-icons.tsx';
import { initialOpenSections, itemCurrency, sidebarIdForPath } from './sidebar-state.ts';
import styles from './sidebar.module.css';
import { useContentVersion } from '../dev/live-content.ts';

/**
 * spec §2.7: the sidebar of the path's group, with collapsible sections. Each opens as the config
 * and the path say until the visitor toggles it; the toggles hold until the path changes — also
 * when the fetched config replaces the built-in one a moment after a press on a slow phone.
 */
export function Sidebar({ path }: { path: string }) {
  const config = useSidebarConfig(path);
  const [toggled, setToggled] = useState<SectionToggles>({ path, open: NO_TOGGLES });
  const initiallyOpen = initialOpenSections(config, path);
  const isOpenIn = (toggles: SectionToggles, title: string, index: number) =>
    (toggles.path === path ? toggles.open.get(title) : undefined) ?? initiallyOpen[index] ?? true;
  const toggle = (title: string, index: number) =>
    setToggled((current) => ({ path, open: new Map(current.path === path ? current.open : NO_TOGGLES).set(title, !isOpenIn(current, title, index)) }));
  const baseId = useId();

  return (
    <nav className={styles.sidebar} aria-label="Навигация по разделу">
      {config.sections.map((section, index) => {
        const listId = `${baseId}-section-${index}`;
        const isOpen = isOpenIn(toggled, section.title, index);
        return (
          <section key={section.title} className={styles.section}>
            <h2 className={styles.sectionHeading}>
              <button type="button" className={styles.sectionButton} aria-expanded={isOpen} aria-controls={listId} onClick={() => toggle(section.title, index)}>
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

/** the sections the visitor opened or closed on `path`, by title (the fetched config may order them otherwise) */
interface SectionToggles {
  path: string;
  open: ReadonlyMap<string, boolean>;
}

const NO_TOGGLES: ReadonlyMap<string, boolean> = new Map();

function useSidebarConfig(path: string): SidebarConfig {
  const id = sidebarIdForPath(path);
  const [loaded, setLoaded] = useState<{ id: string; config: SidebarConfig } | undefined>(undefined);
  // the live preview (development only): load again when npm start says the content changed
  const contentVersion = useContentVersion();
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
