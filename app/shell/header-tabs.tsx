import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { HeaderTab } from '../../common/schema/navigation.ts';
import { defaultHeaderTabs, loadHeaderTabs } from '../data/header-tabs.ts';
import { TagIcon } from './icons.tsx';
import { activeTabIndex } from './tab-activity.ts';
import styles from './header-tabs.module.css';
import { deferredPart } from '../page/deferred-part.tsx';
import { useContentVersion } from '../dev/live-content.ts';

/** the promotion's countdown: prerendered, ticking once its code is here */
const CountdownBadge = deferredPart(() => import('./countdown-badge.tsx').then((module) => module.CountdownBadge));

const PROMOTIONS_HREF = '/promotions';

/** spec §2.2: the section tabs; a scrolling strip on phones */
export function HeaderTabs({ path }: { path: string }) {
  const [tabs, setTabs] = useState<HeaderTab[]>(defaultHeaderTabs);
  // the live preview (development only): load again when npm start says the content changed
  const contentVersion = useContentVersion();
  useEffect(() => {
    let live = true;
    void loadHeaderTabs().then((loaded) => live && setTabs(loaded));
    return () => {
      live = false;
    };
  }, [contentVersion]);
  const active = activeTabIndex(tabs, path);

  return (
    <nav className={styles.tabs} aria-label="Разделы сайта">
      <ul className={styles.list}>
        {tabs.map((tab, index) => (
          <li key={tab.href}>
            <Link href={tab.href} className={styles.tab} aria-current={index === active ? 'page' : undefined}>
              {tab.href === PROMOTIONS_HREF && <TagIcon width={16} height={16} />}
              <span>{tab.title}</span>
              {tab.href === PROMOTIONS_HREF && <CountdownBadge />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
