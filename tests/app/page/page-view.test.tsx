import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { blockRegistry } from '../../../app/blocks/index.ts';
import { PageView } from '../../../app/page/page-view.tsx';
import { BlockRegistryContext } from '../../../app/page/registry.ts';
import { ErrorBoundary, FailureNotice } from '../../../app/shell/error-boundary.tsx';

// A broken or hostile answer from the API, or a broken address: the page says so, the app lives on.

const GOOD = {
  id: 'about',
  route: '/about',
  title: 'О клинике',
  description: 'О нас.',
  shortTitle: 'О клинике',
  headings: [],
  ast: [{ type: 'paragraph', children: [{ type: 'text', value: 'Текст страницы.' }] }],
  hash: '0123456789abcdef',
};

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

function renderPage(path = '/about') {
  const location = memoryLocation({ path });
  return render(
    <BlockRegistryContext.Provider value={blockRegistry}>
      <Router hook={location.hook}>
        <ErrorBoundary resetKey={path} fallback={<FailureNotice />}>
          <PageView path={path} />
        </ErrorBoundary>
      </Router>
    </BlockRegistryContext.Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the page view with a broken answer', () => {
  it('renders a good record', async () => {
    answer(GOOD);
    renderPage();
    expect(await screen.findByText('Текст страницы.')).toBeTruthy();
  });

  it.each([
    ['ast: null', { ...GOOD, ast: null }],
    ['a title that is an object', { ...GOOD, title: { text: 'x' } }],
    ['null inside ast', { ...GOOD, ast: [null] }],
    ['map coordinates as strings', { ...GOOD, ast: [{ type: 'map', lat: '1&evil=1', lng: '2', zoom: 16 }] }],
    ['an array instead of a record', [GOOD]],
  ])('%s: the page\u2019s failure notice, not a crash', async (_name, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(body);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Не удалось загрузить страницу/);
    expect(screen.queryByText('Текст страницы.')).toBeNull();
  });

  it('survives a malformed escape in the address\u2019s fragment', async () => {
    window.location.hash = '#%E0%A4%A';
    answer(GOOD);
    renderPage();
    expect(await screen.findByText('Текст страницы.')).toBeTruthy();
  });
});

describe('the error boundary', () => {
  function Boom(): never {
    throw new Error('boom');
  }

  it('shows the failure notice with the callback button, and recovers on another route', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={<FailureNotice />}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/Не удалось показать страницу/);
    expect(screen.getByRole('button', { name: 'Заказать обратную связь' }).hasAttribute('data-open-callback')).toBe(true);
    rerender(
      <ErrorBoundary resetKey="/b" fallback={<FailureNotice />}>
        <p>Другая страница</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Другая страница')).toBeTruthy();
  });
});
