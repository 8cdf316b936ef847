import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PAGES_DIR, routeOfFile } from '../../pipeline/index.ts';
import { SHELL_ROUTES } from '../../common/routes/shell-routes.ts';
import { SIDEBAR_IDS } from '../../common/routes/sidebar-ids.ts';

// What the web editor offers to choose from in the menus' forms (docs/web-editor.md, «Menus»): the
// site's pages, by title and address, for a menu item's «Страница», and the sidebars' groups for a
// page's «Раздел». Read from the content folder whenever the configuration is made, so a page saved
// a moment ago is in the next opened editor's lists.

export interface SitePlaces {
  /** every page's address with its title: «Контакты — /contacts» */
  pages: { label: string; value: string }[];
  /** every sidebar group: «Основное меню → Информация», `main/Информация` */
  sections: { label: string; value: string }[];
}

/** the sidebars as the editor names them */
const SIDEBAR_TITLES: Readonly<Record<(typeof SIDEBAR_IDS)[number], string>> = {
  main: 'Основное меню',
  services: 'Меню услуг',
  prices: 'Меню цен',
  promotions: 'Меню акций',
};

export function readSitePlaces(contentDir: string): SitePlaces {
  const pages = new Map<string, string>(Object.values(SHELL_ROUTES).map((route) => [route, route]));
  const pagesDir = path.join(contentDir, PAGES_DIR);
  let files: string[] = [];
  try {
    files = (readdirSync(pagesDir, { recursive: true }) as string[]).map((file) => `${PAGES_DIR}/${file.split(path.sep).join('/')}`);
  } catch {
    // no pages: nothing to choose
  }
  for (const file of files) {
    const route = routeOfFile(file);
    if (route === undefined) continue;
    pages.set(route, titleOf(readFileSync(path.join(contentDir, file), 'utf8')) ?? route);
  }
  const sections: SitePlaces['sections'] = [];
  try {
    const sidebars = parse(readFileSync(path.join(contentDir, 'navigation/sidebars.yaml'), 'utf8')) as Record<string, { sections?: { title?: unknown }[] }>;
    for (const id of SIDEBAR_IDS) {
      for (const section of sidebars[id]?.sections ?? []) {
        if (typeof section.title === 'string') sections.push({ label: `${SIDEBAR_TITLES[id]} → ${section.title}`, value: `${id}/${section.title}` });
      }
    }
  } catch {
    // a broken sidebars file: no group to offer until it is fixed
  }
  return {
    pages: [...pages].sort(([a], [b]) => a.localeCompare(b)).map(([value, title]) => ({ label: title === value ? value : `${title} — ${value}`, value })),
    sections,
  };
}

function titleOf(text: string): string | undefined {
  const match = /^---\r?\n[\s\S]*?^title:\s*["']?(.+?)["']?\s*$/m.exec(text);
  return match?.[1];
}
