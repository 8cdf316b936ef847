import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../content/routes-of-spec.ts';
import { EVERY_RUN_ROUTES, SWEEP_ROUTES } from '../e2e/support/every-route.ts';
import { SWEEP_SPECS } from '../e2e/support/sweep.ts';

// The checks of every route are split between `npm test` (a few routes) and the sweep (the
// others; playwright.sweep.config.ts), which also holds the deployed web editor. A test tagged
// for the sweep in a file the sweep does not load would run nowhere — `npm test` leaves every
// tagged test out — so this guards the split.

const E2E = path.resolve(import.meta.dirname, '../e2e');
const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));

describe('the split between npm test and the sweep', () => {
  it('the sweep loads every spec file that tags a test for it (those that import the split), and only those', () => {
    const tagging = specs.filter((name) => /from '\.\/support\/(every-route|sweep)\.ts'/.test(readFileSync(path.join(E2E, name), 'utf8')));
    expect(tagging.length).toBeGreaterThan(0);
    expect(tagging.filter((name) => !SWEEP_SPECS.test(`/${name}`))).toEqual([]);
    expect(specs.filter((name) => SWEEP_SPECS.test(`/${name}`)).sort()).toEqual(tagging.sort());
  });

  it('every route is checked once: a few in npm test, the others in the sweep', () => {
    expect(EVERY_RUN_ROUTES.filter((route) => !(ALL_ROUTES as readonly string[]).includes(route))).toEqual([]);
    expect([...EVERY_RUN_ROUTES, ...SWEEP_ROUTES].sort()).toEqual([...ALL_ROUTES].sort());
    expect(SWEEP_ROUTES.filter((route) => EVERY_RUN_ROUTES.includes(route))).toEqual([]);
  });
});
