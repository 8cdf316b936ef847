import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followDraftCheck } from '../../../app/admin/draft-check.ts';
import { DRAFT_TEXTS, SaveChecks } from '../../../app/admin/save-check.ts';
import { SaveCheckPanel } from '../../../app/admin/save-check-panel.tsx';
import type { EditorConfig } from '../../../common/editor/editor-config.ts';

// The deployed editor's check panel (docs/web-editor.md, «The check of a draft»): after a save it
// asks the editor API for the draft's check until the answer is there, and the panel says what a
// draft's check means — never that the change is on the site.

const PROBLEM = {
  severity: 'error' as const,
  code: 'link-broken',
  message: 'ссылка на /prise никуда не ведёт',
  file: 'content/pages/contacts.md',
  path: 'pages/contacts.md',
  params: { kind: 'route', route: '/prise' },
  line: 9,
  column: 1,
};

/** the deployed editor's configuration, as far as the panel reads it */
const CONFIG = {
  formats: {},
  contentRoot: 'content/',
  previews: [],
  decap: { collections: [{ name: 'pages', label: 'Страницы', folder: 'content/pages', fields: [] }] },
} as unknown as EditorConfig;

afterEach(() => vi.unstubAllGlobals());

/** the editor API: «checking» twice, then the answer */
function apiAnswering(answer: object) {
  const asked: unknown[] = [];
  let calls = 0;
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    asked.push(JSON.parse(init.body));
    calls++;
    return new Response(JSON.stringify(calls < 3 ? { state: 'checking' } : answer), { status: 200 });
  });
  return asked;
}

describe('the check of a draft in the panel', () => {
  it('asks until the check is done, then lists its errors and says the draft cannot be published', async () => {
    const asked = apiAnswering({ state: 'done', ok: false, summary: 'Проверка нашла 1 ошибку', problems: [PROBLEM] });
    const checks = new SaveChecks(false);
    render(<SaveCheckPanel checks={checks} config={CONFIG} />);
    checks.saving();
    checks.saved('pages/contacts.md');
    followDraftCheck(checks, '/admin/api/v1', { collection: 'pages', slug: 'contacts' });
    expect(await screen.findByText(DRAFT_TEXTS.errors, {}, { timeout: 5000 })).toBeTruthy();
    // in the editor's words, as under npm start: the page it leads to, no file name
    expect(screen.getByRole('listitem').textContent).toContain('Ссылка ведёт на страницу /prise, а такой страницы на сайте нет.');
    expect(screen.getByRole('listitem').textContent).not.toContain('contacts.md');
    expect(asked).toEqual(Array(3).fill({ action: 'draftCheck', params: { collection: 'pages', slug: 'contacts' } }));
  });

  it('says a clean draft may be published, not that it is on the site', async () => {
    apiAnswering({ state: 'done', ok: true, summary: 'Проверка прошла', problems: [] });
    const checks = new SaveChecks(false);
    render(<SaveCheckPanel checks={checks} config={CONFIG} />);
    checks.saving();
    checks.saved('pages/about.md');
    followDraftCheck(checks, '/admin/api/v1', { collection: 'pages', slug: 'about' });
    const status = await screen.findByText(DRAFT_TEXTS.clean, {}, { timeout: 5000 });
    expect(status.textContent).not.toContain('уже на сайте');
  });
});
