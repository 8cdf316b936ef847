import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { builtInSidebar, resetSidebarCache } from '../../../app/data/sidebars.ts';
import { Sidebar } from '../../../app/shell/sidebar.tsx';

// spec §2.7: sections collapse or expand on click; the fetched config (spec §7) replaces the
// built-in one when it arrives. On a slow phone it arrives after the visitor's first press.

afterEach(() => {
  resetSidebarCache();
  vi.unstubAllGlobals();
});

/** /api/sidebar held until `answer` is called with the sections to send */
function holdSidebarCall() {
  let answer: (sections: unknown) => void = () => undefined;
  const held = new Promise<unknown>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/sidebar') return new Response('{}', { status: 404 });
      const sections = await held;
      return new Response(JSON.stringify({ id: 'main', sections }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { answer: (sections: unknown) => act(async () => answer(sections)) };
}

function renderSidebar(path: string) {
  const location = memoryLocation({ path });
  const view = render(
    <Router hook={location.hook}>
      <Sidebar path={path} />
    </Router>,
  );
  return {
    rerenderAt: (next: string) =>
      view.rerender(
        <Router hook={location.hook}>
          <Sidebar path={next} />
        </Router>,
      ),
  };
}

const section = (name: string) => screen.getByRole('button', { name });
/** what a screen reader says of the section's button: open or closed */
const expanded = (name: string) => section(name).getAttribute('aria-expanded');
// (a link under a closed section is hidden, so getByRole and queryByRole do not find it)

describe('the sidebar', () => {
  it('keeps a section the visitor closed when the fetched config arrives after the press', async () => {
    const call = holdSidebarCall();
    const built = builtInSidebar('main');
    renderSidebar('/news/victory-2012');
    // the path is inside «Деятельность»: open, though its config starts it collapsed
    expect(expanded('Деятельность')).toBe('true');
    await userEvent.click(section('Деятельность'));
    expect(expanded('Деятельность')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Новости' })).toBeNull();

    // the same sections come back from the API, with one more item to know they have arrived
    const fetched = built.sections.map((each, index) =>
      index === 0 ? { ...each, items: [...each.items, { title: 'Пришло из API', href: '/api-item' }] } : each,
    );
    await call.answer(fetched);
    await screen.findByRole('link', { name: 'Пришло из API' });
    expect(expanded('Деятельность')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Новости' })).toBeNull();
  });

  it('opens the sections as the config and the new path say once the path changes', async () => {
    holdSidebarCall();
    const sidebar = renderSidebar('/news/victory-2012');
    await userEvent.click(section('Деятельность'));
    expect(expanded('Деятельность')).toBe('false');
    sidebar.rerenderAt('/research');
    expect(expanded('Деятельность')).toBe('true');
    sidebar.rerenderAt('/about');
    expect(expanded('Деятельность')).toBe('false');
    await userEvent.click(section('Деятельность'));
    expect(expanded('Деятельность')).toBe('true');
    expect(screen.getByRole('link', { name: 'Новости' })).toBeDefined();
  });

  it('toggles sections whose titles are names an object already has', async () => {
    const call = holdSidebarCall();
    renderSidebar('/about');
    await call.answer([
      { title: 'constructor', collapsed: true, items: [{ title: 'Первый', href: '/first' }] },
      { title: '__proto__', items: [{ title: 'Второй', href: '/second' }] },
    ]);
    expect((await screen.findByRole('button', { name: 'constructor' })).getAttribute('aria-expanded')).toBe('false');
    expect(expanded('__proto__')).toBe('true');
    await userEvent.click(section('constructor'));
    await userEvent.click(section('__proto__'));
    expect(expanded('constructor')).toBe('true');
    expect(screen.getByRole('link', { name: 'Первый' })).toBeDefined();
    expect(expanded('__proto__')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Второй' })).toBeNull();
  });
});
