import type { Diagnostic } from './schema/diagnostic.ts';
import type { Reference } from './reference.ts';
import type { NavigationRoute } from './load-navigation.ts';

export interface SiteIndex {
  /** route → the heading ids of that page */
  anchorsByRoute: ReadonlyMap<string, ReadonlySet<string>>;
  /** "/images/a.webp" for every file in content/public */
  assets: ReadonlySet<string>;
  /** the intrinsic size of an image in content/public, undefined when it cannot be measured */
  imageSize?: (asset: string) => { width: number; height: number } | undefined;
}

/** Cross-page checks: every link reaches a page (and heading), every image and file exists. */
export function checkReferences(references: readonly Reference[], ownRoute: string, site: SiteIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const report = (reference: Reference, code: Diagnostic['code'], message: string) =>
    diagnostics.push({
      code,
      severity: 'error',
      message,
      file: reference.file,
      line: reference.line,
      ...(reference.column === undefined ? {} : { column: reference.column }),
    });

  for (const reference of references) {
    if (reference.kind === 'asset') {
      if (!site.assets.has(reference.target)) {
        report(
          reference,
          reference.image ? 'image-missing' : 'link-broken',
          `${reference.image ? 'image' : 'file'} ${reference.target} does not exist: expected the file content/public${reference.target}`,
        );
      } else if (reference.image && site.imageSize !== undefined && site.imageSize(reference.target) === undefined) {
        diagnostics.push({
          code: 'image-unmeasurable',
          severity: 'warning',
          message: `image ${reference.target}: its width and height could not be read, so the page will jump when it loads: expected an SVG with a viewBox (or width and height), or a PNG, JPEG or WebP file`,
          file: reference.file,
          line: reference.line,
          ...(reference.column === undefined ? {} : { column: reference.column }),
        });
      }
      continue;
    }
    const route = reference.target === '' ? ownRoute : reference.target;
    const anchors = site.anchorsByRoute.get(route);
    if (anchors === undefined) {
      report(reference, 'link-broken', `link to ${route} leads nowhere: expected the route of a page in content/pages${suggestRoute(route, site)}`);
      continue;
    }
    if (reference.anchor !== undefined && reference.anchor !== '' && !anchors.has(reference.anchor)) {
      const known = [...anchors];
      report(
        reference,
        'anchor-broken',
        `link to ${route}#${reference.anchor}: expected a heading id of that page (${known.length === 0 ? 'it has no headings' : known.slice(0, 8).join(', ')}${known.length > 8 ? ', …' : ''}), found none with this id`,
      );
    }
  }
  return diagnostics;
}

export function checkNavigationRoutes(routes: readonly NavigationRoute[], site: SiteIndex): Diagnostic[] {
  return routes
    .filter(({ route }) => !site.anchorsByRoute.has(route))
    .map(({ route, file, line, column }) => ({
      code: 'nav-target-missing' as const,
      severity: 'error' as const,
      message: `navigation points at ${route}: expected a page for that route in content/pages, found none${suggestRoute(route, site)}`,
      file,
      line,
      column,
    }));
}

function suggestRoute(route: string, site: SiteIndex): string {
  const lastSegment = route.split('/').pop();
  if (!lastSegment) return '';
  const match = [...site.anchorsByRoute.keys()].find((known) => known.endsWith(`/${lastSegment}`));
  return match === undefined ? '' : ` (did you mean ${match}?)`;
}
