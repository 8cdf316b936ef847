// A page a visitor cannot reach: no navigation file, sequence or page of the site leads to it, nor
// the app's frame (common/routes/shell-routes.ts). It is published, but only someone who knows
// its address finds it — usually a page the editor forgot to link. `orphan: true` in its
// frontmatter says that is meant (a demonstration page, a link sent by letter): such a page is
// opened by its address, so the pages it links to are reached from it.
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import type { Reference } from '../shared/reference.ts';

interface LinkingPage {
  file: string;
  references: readonly Reference[];
  diagnostics: readonly Diagnostic[];
  frontmatter?: { orphan?: boolean | undefined } | undefined;
}

/**
 * `page-unreached` at each page that no path of links reaches from `roots` (the home page, the
 * app's frame, every route of the navigation and sequences) or from a page opened by its address
 * (`orphan: true`): a link from a page nobody reaches does not count.
 */
export function unreachedPages(byRoute: ReadonlyMap<string, LinkingPage>, roots: Iterable<string>): Diagnostic[] {
  const reached = new Set<string>();
  const queue: string[] = [];
  const visit = (route: string) => {
    if (!reached.has(route) && byRoute.has(route)) {
      reached.add(route);
      queue.push(route);
    }
  };
  for (const route of roots) visit(route);
  for (const [route, page] of byRoute) if (page.frontmatter?.orphan === true) visit(route);
  for (let index = 0; index < queue.length; index++) {
    for (const reference of byRoute.get(queue[index]!)!.references) {
      if (reference.kind === 'route' && reference.target !== '') visit(reference.target);
    }
  }
  const diagnostics: Diagnostic[] = [];
  for (const [route, page] of byRoute) {
    // a page with errors of its own is not published anyway (a news item whose frontmatter is wrong is in no list yet)
    if (reached.has(route) || page.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) continue;
    diagnostics.push(createDiagnostic('page-unreached', { route }, { file: page.file, line: 1 }));
  }
  return diagnostics;
}
