import path from 'node:path';
import { act } from 'react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import type { Db } from '../../common/schema/db.ts';
import { prerender } from 'react-dom/static';
import { renderRoute, readHeadings } from '../../app/entry-server.tsx';
import { setPrerenderedPage } from '../../app/data/prerendered-page.ts';
import type { PrerenderedPage } from '../../common/contracts/prerendered-page.ts';
import { Root } from '../../app/root.tsx';

// Hydration with React's development build, which reports every difference between the server's
// HTML and the browser's first render — attributes included, which the production build (used by
// the browser tests) lets pass silently. Each route of the real content, both themes.

const result = await new ContentBuilder(path.resolve(import.meta.dirname, '../../content')).build();
const db = JSON.parse(result.dbJson!) as Db;

const SHARED_PROCESS_WARNING = 'Detected multiple renderers concurrently rendering the same context provider';

interface Rendered {
  html: string;
  data: PrerenderedPage;
}
const rendered = new Map<string, Rendered>();

let roots: ReactRoot[] = [];
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // every route rendered as the build does (twice: the table of contents is read from the first)
  for (const page of db.pages) {
    const first = await renderRoute(page.route, { route: page.route, page, toc: [] });
    const probe = document.createElement('div');
    probe.innerHTML = first.html;
    const data = { route: page.route, page, toc: readHeadings(probe.querySelector('#main-content')!) };
    rendered.set(page.route, { html: (await renderRoute(page.route, data)).html, data });
  }
  // The build renders in a process of its own; here both renderers share React's context objects,
  // and the server renderer leaves the last page's values set until its next render starts: one
  // empty render gives the browser's renderer the defaults back.
  await prerender(<div />);
  // the shell's own calls (tabs, sidebars, footer) stay pending: the built-in navigation is what
  // both renders use, as in a browser whose requests have not answered yet
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  roots = [];
  document.documentElement.classList.remove('dark');
});

describe.each(['light', 'dark'])('hydrating the prerendered HTML (%s theme)', (theme) => {
  it.each(db.pages.map((page) => page.route))('%s hydrates without a difference', async (route) => {
    const page = db.pages.find((candidate) => candidate.route === route)!;
    const { html, data } = rendered.get(route)!;

    if (theme === 'dark') {
      localStorage.setItem('theme', 'dark');
      document.documentElement.classList.add('dark');
    }
    window.history.replaceState(null, '', route);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = html;
    document.body.replaceChildren(container);
    const problems: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const message = args.map(String).join(' ');
      // both renderers in one process (the build runs the server's in its own): not a difference
      if (!message.startsWith(SHARED_PROCESS_WARNING)) problems.push(message);
    });
    try {
      setPrerenderedPage(data);
      await act(async () => {
        roots.push(hydrateRoot(container, <Root />, { onRecoverableError: (error) => void problems.push(`recoverable: ${String(error)}`) }));
      });
      // the lazy parts' code arrives and their part of the page hydrates too: waited for, not
      // slept for, so that a late boundary's difference is still reported here on a loaded machine
      const deadline = Date.now() + 10_000;
      while (notHydrated(container).length > 0 && Date.now() < deadline) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(notHydrated(container), 'elements whose boundary never hydrated').toEqual([]);
    } finally {
      consoleError.mockRestore();
      setPrerenderedPage(undefined);
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(page.title);
  });
});

/**
 * The elements React has not hydrated yet. React keeps its fiber on every element it hydrates
 * (a property named `__reactFiber$` and a random suffix); the elements of a Suspense boundary
 * whose lazy code has not arrived stay the server's, without one.
 */
function notHydrated(container: HTMLElement): string[] {
  return [...container.querySelectorAll('*')]
    .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
    .map((element) => element.outerHTML.slice(0, 80));
}
