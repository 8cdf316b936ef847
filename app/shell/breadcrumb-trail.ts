import type { Sidebar } from '../../common/schema/navigation.ts';
import { isWithin } from './tab-activity.ts';

// spec §2.9: section title, then item title, then for sub-pages the page title cut to 47
// characters plus an ellipsis. Every sub-page's title is fetched (a news item's breadcrumb is
// «Победа во Всероссийском конкурсе…», not its file's Latin name «victory-2012»; spec §2.9 named
// only /research/ pages): its last path segment stands in until it comes. A section and its item
// of the same title (Все услуги → Все услуги) show it once, as the item.

const BREADCRUMB_TITLE_LIMIT = 47;

export interface Crumb {
  title: string;
  href: string | undefined;
  /** the crumb of a sub-page itself, which shows its page's title */
  subPage?: true;
}

export function cutTitle(title: string): string {
  return title.length > BREADCRUMB_TITLE_LIMIT ? `${title.slice(0, BREADCRUMB_TITLE_LIMIT)}…` : title;
}

/**
 * The crumbs for a path. `pageTitle` is the fetched title of a sub-page (undefined while loading,
 * when the last path segment is shown).
 */
export function breadcrumbTrail(sidebar: Sidebar, path: string, pageTitle: string | undefined): Crumb[] {
  for (const section of sidebar.sections) {
    const item = [...section.items].sort((a, b) => b.href.length - a.href.length).find((candidate) => isWithin(path, candidate.href));
    if (item === undefined) continue;
    const crumbs: Crumb[] = [...(section.title === item.title ? [] : [{ title: section.title, href: undefined }]), { title: item.title, href: item.href }];
    if (path !== item.href) crumbs.push({ title: cutTitle(pageTitle ?? path.split('/').pop()!), href: path, subPage: true });
    return crumbs;
  }
  return [];
}
