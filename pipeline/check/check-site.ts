// The checks across pages, once every page is compiled: one page per route, every link reaches a
// page and heading, every image and file exists (check-references.ts), content/public holds only
// what a browser shows (its problems found by check-public-files.ts), the navigation points at
// pages, every page is reached from somewhere (reachable-pages.ts), and with the release check no
// sample value is left (sample-values.ts). Plain data in and out: the files are read by the caller.
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import type { Reference } from '../shared/reference.ts';
import type { NavigationRoute } from '../read/load-navigation.ts';
import type { ImageSize } from '../shared/image-size.ts';
import { checkNavigationRoutes, checkReferences, type SiteIndex } from './check-references.ts';
import { sampleDiagnostics, type SampleValue } from '../shared/sample-values.ts';
import { unreachedPages } from './reachable-pages.ts';

/** what the checks read of a compiled page (compile-page.ts) */
export interface CheckedPage {
  file: string;
  headings: readonly { id: string }[];
  references: readonly Reference[];
  /** the page's own problems, reported with the site's */
  diagnostics: readonly Diagnostic[];
  samples: readonly SampleValue[];
  /** `orphan: true`: meant to be reached by its address only */
  frontmatter?: { orphan?: boolean | undefined } | undefined;
}

export interface SiteInput<Page extends CheckedPage> {
  /** each page with the route it serves, in the order of their files */
  pages: readonly { route: string; page: Page }[];
  /** content/public as listed (paths relative to it), and its files' own problems */
  publicFolder: { files: readonly string[]; diagnostics: readonly Diagnostic[] };
  /** whether content/public may have changed since the last check: every page's links are checked again */
  publicChanged: boolean;
  /** a public picture's size, undefined when it cannot be measured (image-unmeasurable) */
  imageSize?: ((asset: string) => ImageSize | undefined) | undefined;
  /** the routes the navigation files point at, and those files' own problems (load-navigation.ts) */
  navigation: { routes: readonly NavigationRoute[]; diagnostics: readonly Diagnostic[] };
  /** the sample values of the facts, the data files and the pictures (the pages' are read from the pages) */
  dataSamples: readonly SampleValue[];
  /** the release check: each sample value is an error */
  release: boolean;
  /**
   * where a visitor starts — the home page, the app's frame, every route of the navigation and
   * sequences —: a page no link leads to from these is reported (`page-unreached`); without them
   * nothing is
   */
  roots?: readonly string[];
  /**
   * pages this build checks but does not publish, by route, with the day they will be (a news
   * item dated later): links to them lead nowhere yet
   */
  unpublished?: ReadonlyMap<string, string>;
}

export interface SiteCheck<Page> {
  /** the pages published, by route, in the order of their files; a second page on a route is reported and left out */
  byRoute: Map<string, Page>;
  /** the pages' own problems and the site's, in the order found (the caller sorts them) */
  diagnostics: Diagnostic[];
  /** every sample value still in the content: the facts', data files' and pictures', then each page's */
  samples: SampleValue[];
}

/**
 * Runs the checks across pages, keeping each page's link checks for the next run: while every
 * route and heading id and every public file are as before, an unchanged page's links are not
 * checked again (watch mode).
 */
export class SiteChecker {
  /** the last run's link checks, by route, with the page they checked */
  private linkChecks = new Map<string, { page: CheckedPage; diagnostics: Diagnostic[] }>();
  private readonly anchors = new WeakMap<CheckedPage, { ids: Set<string>; key: string }>();

  check<Page extends CheckedPage>(input: SiteInput<Page>): SiteCheck<Page> {
    const { byRoute, diagnostics } = pagesByRoute(input.pages);
    // held back: checked like the others, published with none
    const held = new Map<string, Page>();
    for (const route of input.unpublished?.keys() ?? []) {
      const page = byRoute.get(route);
      if (page === undefined) continue;
      held.set(route, page);
      byRoute.delete(route);
    }
    diagnostics.push(...input.publicFolder.diagnostics);
    const site: SiteIndex = {
      anchorsByRoute: new Map([...byRoute].map(([route, page]) => [route, this.anchorsOf(page).ids])),
      assets: new Set(input.publicFolder.files.map((file) => `/${file}`)),
      ...(input.imageSize === undefined ? {} : { imageSize: input.imageSize }),
      ...(input.unpublished === undefined ? {} : { unpublished: input.unpublished }),
    };
    const reuseLinkChecks = !input.publicChanged && this.sameRoutesAndAnchors(byRoute);
    const linkChecks = new Map<string, { page: CheckedPage; diagnostics: Diagnostic[] }>();
    for (const [route, page] of byRoute) {
      const previous = this.linkChecks.get(route);
      const checked = reuseLinkChecks && previous?.page === page ? previous : { page, diagnostics: checkReferences(page.references, route, site) };
      linkChecks.set(route, checked);
      diagnostics.push(...checked.diagnostics);
    }
    this.linkChecks = linkChecks;
    for (const [route, page] of held) diagnostics.push(...checkReferences(page.references, route, site));

    const samples = [...input.dataSamples, ...[...byRoute.values(), ...held.values()].flatMap((page) => page.samples)];
    if (input.release) diagnostics.push(...sampleDiagnostics(samples));
    diagnostics.push(...input.navigation.diagnostics);
    // with no pages at all, every navigation entry would be reported again: one message is enough
    if (byRoute.size > 0) diagnostics.push(...checkNavigationRoutes(input.navigation.routes, site));
    if (input.roots !== undefined) diagnostics.push(...unreachedPages(byRoute, input.roots));
    return { byRoute, diagnostics, samples };
  }

  /** after a run that failed half-way: the next one checks every page's links */
  forget(): void {
    this.linkChecks = new Map();
  }

  /** a page's heading ids, and them as one key to compare */
  private anchorsOf(page: CheckedPage): { ids: Set<string>; key: string } {
    let anchors = this.anchors.get(page);
    if (anchors === undefined) {
      const ids = new Set(page.headings.map((heading) => heading.id));
      anchors = { ids, key: [...ids].join('\n') };
      this.anchors.set(page, anchors);
    }
    return anchors;
  }

  /**
   * whether the link checks of the last run still hold: the same routes, and each page compiled
   * anew since has the heading ids it had (public/ is compared by the caller)
   */
  private sameRoutesAndAnchors(byRoute: ReadonlyMap<string, CheckedPage>): boolean {
    if (byRoute.size !== this.linkChecks.size) return false;
    for (const [route, page] of byRoute) {
      const previous = this.linkChecks.get(route);
      if (previous === undefined) return false;
      if (previous.page !== page && this.anchorsOf(previous.page).key !== this.anchorsOf(page).key) return false;
    }
    return true;
  }
}

/** each page's own problems, and one page per route: a second is `route-duplicate` at its file */
function pagesByRoute<Page extends CheckedPage>(pages: readonly { route: string; page: Page }[]): { byRoute: Map<string, Page>; diagnostics: Diagnostic[] } {
  const byRoute = new Map<string, Page>();
  const diagnostics: Diagnostic[] = [];
  for (const { route, page } of pages) {
    diagnostics.push(...page.diagnostics);
    const other = byRoute.get(route);
    if (other !== undefined) {
      diagnostics.push(createDiagnostic('route-duplicate', { file: page.file, other: other.file, route }, { file: page.file, line: 1 }));
      continue;
    }
    byRoute.set(route, page);
  }
  return { byRoute, diagnostics };
}
