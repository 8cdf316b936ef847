import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES } from '../../common/routes/shell-routes.ts';

// The content check counts the pages the app's frame links to as reached (pipeline/check/
// reachable-pages.ts): the logo, «Заполнить анкету», the footer, the consent beside each form. A
// link added to the frame and missing from SHELL_ROUTES would make its page «unreached» for no
// reason; one left in the list after the link is gone would hide a page nothing reaches.

const APP = path.resolve(import.meta.dirname, '../../app');

/** every page of the site a component of the app links to by a literal address */
function linkedRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const entry of readdirSync(APP, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, route] of source.matchAll(/href="(\/[a-z0-9/-]*)"/g)) routes.add(route!);
    // an address kept in a constant counts where the constant is a link's href
    for (const [, name, route] of source.matchAll(/const (\w+) = '(\/[a-z0-9/-]*)';/g)) {
      if (source.includes(`href={${name}}`)) routes.add(route!);
    }
  }
  return routes;
}

describe('the routes of the app’s frame', () => {
  it('are exactly the pages the app links to by itself', () => {
    expect([...linkedRoutes()].sort()).toEqual(Object.values(SHELL_ROUTES).sort());
  });
});
