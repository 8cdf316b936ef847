import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import { closestName } from '../messages/closest-name.ts';
import type { Reference } from '../shared/reference.ts';
import { checkPictureWidth } from './check-picture-width.ts';
import type { NavigationRoute } from '../read/load-navigation.ts';

export interface SiteIndex {
  /** route → the heading ids of that page */
  anchorsByRoute: ReadonlyMap<string, ReadonlySet<string>>;
  /** "/images/a.webp" for every file in content/public */
  assets: ReadonlySet<string>;
  /** the intrinsic size of an image in content/public, undefined when it cannot be measured */
  imageSize?: (asset: string) => { width: number; height: number } | undefined;
  /** the pages not published yet (a news item dated later), with the day they will be */
  unpublished?: ReadonlyMap<string, string>;
}

/** Cross-page checks: every link reaches a page (and heading), every image and file exists. */
export function checkReferences(references: readonly Reference[], ownRoute: string, site: SiteIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];

  for (const reference of references) {
    if (reference.kind === 'asset') {
      if (!site.assets.has(reference.target)) {
        diagnostics.push(
          reference.image
            ? createDiagnostic('image-missing', { src: reference.target, problem: 'absent' }, reference)
            : createDiagnostic('link-broken', { kind: 'file', file: reference.target }, reference),
        );
      } else if (reference.image && site.imageSize !== undefined) {
        const size = site.imageSize(reference.target);
        if (size === undefined) diagnostics.push(createDiagnostic('image-unmeasurable', { src: reference.target }, reference));
        else diagnostics.push(...checkPictureWidth(reference.target, size, reference.shownIn ?? 'content', reference));
      }
      continue;
    }
    const route = reference.target === '' ? ownRoute : reference.target;
    const anchors = site.anchorsByRoute.get(route);
    if (anchors === undefined) {
      const date = site.unpublished?.get(route);
      diagnostics.push(
        date === undefined
          ? createDiagnostic('link-broken', { kind: 'route', route, suggestion: suggestRoute(route, site) }, reference)
          : createDiagnostic('link-broken', { kind: 'scheduled', route, date }, reference),
      );
      continue;
    }
    if (reference.anchor !== undefined && reference.anchor !== '' && !anchors.has(reference.anchor)) {
      diagnostics.push(createDiagnostic('anchor-broken', { route, anchor: reference.anchor, known: [...anchors] }, reference));
    }
  }
  return diagnostics;
}

export function checkNavigationRoutes(routes: readonly NavigationRoute[], site: SiteIndex): Diagnostic[] {
  return routes
    .filter(({ route }) => !site.anchorsByRoute.has(route))
    .map(({ route, file, line, column }) => createDiagnostic('nav-target-missing', { route, suggestion: suggestRoute(route, site) }, { file, line, column }));
}

/** for "did you mean": the known route nearest in spelling, else one ending like this one (the same page in another section) */
function suggestRoute(route: string, site: SiteIndex): string | undefined {
  const known = [...site.anchorsByRoute.keys()];
  const closest = closestName(route, known);
  if (closest !== undefined) return closest;
  const lastSegment = route.split('/').pop();
  if (!lastSegment) return undefined;
  return known.find((candidate) => candidate.endsWith(`/${lastSegment}`));
}
