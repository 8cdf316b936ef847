import { ALL_ROUTES } from '../../content/routes-of-spec.ts';
import { SWEEP } from './sweep.ts';

// A check of every route runs on a few of them in `npm test` and on all the others in the sweep
// (playwright.sweep.config.ts, which CI runs too; ./sweep.ts). The few are the routes with the
// most to get wrong: the home page, the questionnaire, a page of service cards and the contacts
// with the map.

export const EVERY_RUN_ROUTES: readonly string[] = ['/', '/anket', '/services/treatment-methods', '/contacts'];

/** the other routes: checked in the sweep */
export const SWEEP_ROUTES: readonly string[] = ALL_ROUTES.filter((route) => !EVERY_RUN_ROUTES.includes(route));

/** the two groups of routes with the tag that says where they run: none for `npm test`, SWEEP for the sweep */
export const ROUTE_GROUPS: readonly { which: string; routes: readonly string[]; tag: string[] }[] = [
  { which: EVERY_RUN_ROUTES.join(', '), routes: EVERY_RUN_ROUTES, tag: [] },
  { which: 'the other routes', routes: SWEEP_ROUTES, tag: [SWEEP] },
];

/** each route with its group's tag, for a test of its own per route */
export function routesWithTags(): { route: string; tag: string[] }[] {
  return ROUTE_GROUPS.flatMap(({ routes, tag }) => routes.map((route) => ({ route, tag })));
}
