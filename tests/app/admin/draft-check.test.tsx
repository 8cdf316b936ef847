import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followDraftCheck } from '../../../app/admin/draft-check.ts';
import { DRAFT_TEXTS, SaveChecks } from '../../../app/admin/save-check.ts';
import { SaveCheckPanel } from '../../../app/admin/save-check-panel.tsx';

// The deployed editor's check panel (docs/web-editor.md, «The check of a draft»): after a save it
// asks the editor API for the draft's check until the answer is there, and the panel says what a
// draft's check means — never that the change is on the site.

const PROBLEM = {
  severity: 'error' as const,
  code: 'link-broken',
  message: 'ссылка на /prise никуда не ведёт',
  file: 'content/pages/contacts.md',
  line: 9,
  column: 1,
};

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
    const checks = new SaveChecks();
    render(<SaveCheckPanel checks={checks} />);
    checks.saving();
    checks.saved('content/pages/contacts.md');
    followDraftCheck(checks, '/admin/api/v1', { collection: 'pages', slug: 'contacts' });
    expect(await screen.findByText(DRAFT_TEXTS.errors, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toContain('ссылка на /prise никуда не ведёт');
    expect(asked).toEqual(Array(3).fill({ action: 'draftCheck', params: { collection: 'pages', slug: 'contacts' } }));
  });

  it('says a clean draft may be published, not that it is on the site', async () => {
    apiAnswering({ state: 'done', ok: true, summary: 'Проверка прошла', problems: [] });
    const checks = new SaveChecks();
    render(<SaveCheckPanel checks={checks} />);
    checks.saving();
    checks.saved('content/pages/about.md');
    followDraftCheck(checks, '/admin/api/v1', { collection: 'pages', slug: 'about' });
    const status = await screen.findByText(DRAFT_TEXTS.clean, {}, { timeout: 5000 });
    expect(status.textContent).not.toContain('уже на сайте');
  });
});
