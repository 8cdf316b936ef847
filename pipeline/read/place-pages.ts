import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { SidebarId } from '../../common/schema/navigation.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import type { CompiledPage } from '../shared/compiled-page.ts';
import type { LoadedNavigation } from './load-navigation.ts';

// A page chooses its sidebar group in its own frontmatter (`section: main/Информация`, the web
// editor's field «Раздел»): the build lists it at the end of that group, under its short title,
// unless the sidebar lists it already. One source of truth each: navigation/sidebars.yaml says
// what the groups are and the order of what it lists; a page placed from its frontmatter is listed
// by the page alone — a save in the web editor writes one file, and the page's file is the one a
// new page's form writes (docs/web-editor.md, «Menus»).

export function placePages(
  loaded: LoadedNavigation,
  pages: readonly { route: string; page: CompiledPage }[],
): { navigation: LoadedNavigation; diagnostics: Diagnostic[] } {
  const placed = pages.filter(({ page }) => page.frontmatter?.section !== undefined);
  if (placed.length === 0 || loaded.navigation === undefined) return { navigation: loaded, diagnostics: [] };
  const sidebars = structuredClone(loaded.navigation.sidebars);
  const routes = [...loaded.routes];
  const diagnostics: Diagnostic[] = [];
  for (const { route, page } of placed) {
    const value = page.frontmatter!.section!;
    const slash = value.indexOf('/');
    const sidebar = sidebars[value.slice(0, slash) as SidebarId];
    const group = sidebar?.sections.find((section) => section.title === value.slice(slash + 1).trim());
    if (group === undefined) {
      const values = Object.entries(sidebars).flatMap(([id, each]) => each.sections.map((section) => JSON.stringify(`${id}/${section.title}`)));
      // in the frontmatter, which starts the file
      const at = { file: page.file, line: 1 };
      diagnostics.push(
        createDiagnostic('frontmatter-invalid', { issue: { path: ['section'], kind: 'one-of', values, found: { kind: 'text', text: value } } }, at),
      );
      continue;
    }
    if (!sidebar!.sections.some((section) => section.items.some((item) => item.href === route))) {
      group.items.push({ title: page.frontmatter!.shortTitle ?? page.frontmatter!.title, href: route });
    }
    routes.push({ route, file: page.file, line: 1, column: 1 });
  }
  return { navigation: { ...loaded, navigation: { ...loaded.navigation, sidebars }, routes }, diagnostics };
}
