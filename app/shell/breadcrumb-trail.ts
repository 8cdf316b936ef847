import type { Sidebar } from '../../common/schema/navigation.ts';
import { isWithin } from './tab-activity.ts';

// spec §2.9: section title, then item title, then for sub-pages the page title cut to 47
// characters plus an ellipsis; /research/ pages fetch their title, others use the last segment. A
// section and its item of the same title (Все услуги → Все услуги) show it once, as the item.

const BREADCRUMB_TITLE_LIMIT = 47;

export interface Crumb {
  title: string;
  href: string | undefined;
}

export function cutTitle(title: string): string {
  return title.length > BREADCRUMB_TITLE_LIMIT ? `${title.slice(0, BREADCRUMB_TITLE_LIMIT)}…` : title;
}

/** the slug whose title must be fetched, for /research/<slug> */
export function researchSlug(path: string): string | undefined {
  return /^\/research\/([^/]+)$/.exec(path)?.[1];
}

/**
 * The crumbs for a path. `pageTitle` is the fetched title of a /research/ sub-page (undefined
 * while loading or for other pages, which show their last path segment).
 */
export function breadcrumbTrail(sidebar: Sidebar, path: string, pageTitle: string | undefined): Crumb[] {
  for (const section of sidebar.sections) {
    const item = [...section.items].sort((a, b) => b.href.length - a.href.length).find((candidate) => isWithin(path, candidate.href));
    if (item === undefined) continue;
    const crumbs: Crumb[] = [...(section.title === item.title ? [] : [{ title: section.title, href: undefined }]), { title: item.title, href: item.href }];
    if (path !== item.href) {
      const segment = path.split('/').pop()!;
      crumbs.push({ title: cutTitle(researchSlug(path) ? (pageTitle ?? segment) : segment), href: path });
    }
    return crumbs;
  }
  return [];
}
