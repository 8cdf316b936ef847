import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ANKET_BODY, CALLBACK_BODY, COORDINATOR, inboxFixture, Visitor, type InboxFixture } from './inbox-fixture.ts';

// A coordinator's day: the queue newest first with the count of new ones, filters and search by
// name or phone, a questionnaire opened with every line the family wrote and its consent record,
// marked in work, a note, printed; an administrator deletes one on the family's request. Every step
// is in the audit log, by reference only. Markup in what a family typed shows as text.

let fixture: InboxFixture;
let coordinator: Visitor;
let anket: string;
let callback: string;

beforeAll(async () => {
  fixture = await inboxFixture();
  anket = await fixture.submit(ANKET_BODY);
  fixture.clock.advance(60_000);
  callback = await fixture.submit(CALLBACK_BODY);
  coordinator = new Visitor(fixture);
  await coordinator.login(COORDINATOR);
});
afterAll(() => fixture.close());

const rowsOf = (html: string) => [...html.matchAll(/<th scope="row"[^>]*><a href="[^"]+">([^<]+)<\/a>/g)].map((match) => match[1]);

describe('the queue', () => {
  it('lists both forms newest first, with the count of new ones', async () => {
    const page = await coordinator.get('/');
    expect(page.statusCode).toBe(200);
    expect(rowsOf(page.body)).toEqual([callback, anket]);
    expect(page.body).toContain('Новых: 2');
    expect(page.body).toContain('Семёнова Анна Викторовна, ребёнок: Семёнов Пётр Ильич');
    expect(page.body).toContain('+79031112233');
  });

  it.each([
    ['form=anket', () => [anket]],
    ['form=callback', () => [callback]],
    ['status=done', () => []],
    ['q=семенова', () => [anket]],
    ['q=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0+%D0%BC%D0%B0%D1%80%D0%B8%D1%8F', () => [callback]],
    ['q=8+903+111', () => [callback]],
    ['q=3456789', () => [anket]],
    ['q=%D0%BD%D0%B8%D0%BA%D1%82%D0%BE', () => []],
  ])('filters by %s', async (query, expected) => {
    const page = await coordinator.get(`/?${query}`);
    expect(rowsOf(page.body)).toEqual(expected());
    if (expected().length === 0) expect(page.body).toContain('Ничего не найдено');
  });
});

describe('one questionnaire', () => {
  it('shows every line as the family wrote it, the consent record and the notice', async () => {
    const page = await coordinator.get(`/submissions/${encodeURIComponent(anket)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<dt>Диагноз</dt><dd>ДЦП, спастический тетрапарез</dd>');
    // a line of a multi-line answer stays with its field
    expect(page.body).toContain('<dt>Особенности питания</dt><dd>без глютена\nне ест после 19:00</dd>');
    expect(page.body).toContain('consent-1');
    expect(page.body).toContain('policy-1');
    expect(page.body).toContain('Уведомление ещё не отправлено');
    expect(page.body).toContain('25.11.2026, 12:00');
  });

  it('marks it in work, then done, and keeps a note — each saved and said', async () => {
    const url = `/submissions/${encodeURIComponent(anket)}`;
    await coordinator.get(url);
    const status = await coordinator.post(`${url}/status`, { status: 'in_work' });
    expect(status.statusCode).toBe(303);
    expect(status.headers.location).toBe(`${url}?saved=status`);
    const note = await coordinator.post(`${url}/note`, { note: 'перезвонили 12.12, ждём выписки' });
    expect(note.statusCode).toBe(303);
    const page = await coordinator.get(`${url}?saved=note`);
    expect(page.body).toContain('Заметка сохранена.');
    expect(page.body).toContain('Статус: <strong>В работе</strong>');
    expect(page.body).toContain('перезвонили 12.12, ждём выписки</textarea>');
    // the note is stored encrypted, like the fields
    const { rows } = await fixture.db.query<{ note_cipher: Uint8Array }>('SELECT note_cipher FROM submissions WHERE reference = $1', [anket]);
    expect(Buffer.from(rows[0]!.note_cipher).includes(Buffer.from('ждём выписки'))).toBe(false);
    await coordinator.post(`${url}/status`, { status: 'done' });
    expect((await coordinator.get('/?status=done')).body).toContain(anket);
    expect((await coordinator.get('/')).body).toContain('Новых: 1');
  });

  it('prints it on a page of its own, with the note and who printed it', async () => {
    const page = await coordinator.get(`/submissions/${encodeURIComponent(anket)}/print`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-print');
    expect(page.body).toContain('Распечатал(а): Мария Координатор');
    expect(page.body).toContain('ждём выписки');
  });

  it('refuses a status that is not one, and a note over 500 characters, changing nothing', async () => {
    const url = `/submissions/${encodeURIComponent(callback)}`;
    await coordinator.get(url);
    expect((await coordinator.post(`${url}/status`, { status: 'archived' })).statusCode).toBe(400);
    expect((await coordinator.post(`${url}/note`, { note: 'я'.repeat(501) })).statusCode).toBe(400);
    const { rows } = await fixture.db.query<{ status: string; note_cipher: Uint8Array | null }>(
      'SELECT status, note_cipher FROM submissions WHERE reference = $1',
      [callback],
    );
    expect(rows[0]).toEqual({ status: 'new', note_cipher: null });
  });

  it('answers 404 for a reference that is not there or not one', async () => {
    for (const reference of ['К-999999', 'X-1', '..%2F..%2Fetc', 'К-000001%00']) {
      expect((await coordinator.get(`/submissions/${reference}`)).statusCode).toBe(404);
    }
  });
});

describe('markup typed by a family', () => {
  it('shows as text in the list, the page and the print, never as markup', async () => {
    const reference = await fixture.submit({
      ...CALLBACK_BODY,
      Имя: '<script>alert(1)</script><img src=x onerror=alert(2)>',
      Телефон: '+7999"><svg onload=alert(3)>',
      'Дополнительная информация': '</textarea><b>жирный</b>',
    });
    for (const url of ['/', `/submissions/${encodeURIComponent(reference)}`, `/submissions/${encodeURIComponent(reference)}/print`]) {
      const page = await coordinator.get(url);
      expect(page.body, url).not.toMatch(/<script>alert|<img src=x|<svg onload|<b>жирный/);
      expect(page.body, url).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });
});

describe('deletion on the family’s request', () => {
  it('asks an administrator to confirm, deletes, says so, and keeps the audit entries of the deleted one', async () => {
    const admin = new Visitor(fixture);
    await admin.loginAsAdmin();
    const url = `/submissions/${encodeURIComponent(callback)}`;
    await admin.get(url);
    const confirm = await admin.get(`${url}/delete`);
    expect(confirm.body).toContain(`Удалить ${callback}?`);
    const deleted = await admin.post(`${url}/delete`, {});
    expect(deleted.statusCode).toBe(303);
    expect((await admin.get(deleted.headers.location as string)).body).toContain(`Заявка ${callback} удалена.`);
    expect((await admin.get(url)).statusCode).toBe(404);
    const log = await fixture.db.query<{ reason: string }>('SELECT reason FROM deletion_log WHERE reference = $1', [callback]);
    expect(log.rows).toEqual([{ reason: 'withdrawal' }]);
    const entries = await fixture.db.query<{ action: string }>('SELECT action FROM audit_log WHERE reference = $1 ORDER BY id', [callback]);
    expect(entries.rows.map((row) => row.action)).toEqual(expect.arrayContaining(['view', 'delete']));
  });
});

describe('the audit log', () => {
  it('holds every step with who and from where, and names submissions by reference only', async () => {
    const { rows } = await fixture.db.query<{ actor: string; action: string; reference: string | null; detail: string | null; client_address: string }>(
      'SELECT actor, action, reference, detail, client_address FROM audit_log ORDER BY id',
    );
    const steps = rows.filter((row) => row.reference === anket).map((row) => `${row.actor} ${row.action}`);
    expect(steps).toEqual(expect.arrayContaining(['maria view', 'maria status', 'maria note', 'maria print']));
    expect(rows.filter((row) => row.action === 'login').map((row) => row.actor)).toEqual([COORDINATOR.login, ADMIN.login]);
    expect(rows.every((row) => row.client_address !== '')).toBe(true);
    const text = JSON.stringify(rows);
    for (const secret of ['Семёнов', 'ДЦП', 'ждём выписки', 'семенова', '79031112233']) expect(text).not.toContain(secret);
  });

  it('shows it to an administrator, newest first', async () => {
    // the next 30-second step: the code of the last login is never accepted twice
    fixture.clock.advance(30_000);
    const admin = new Visitor(fixture);
    await admin.loginAsAdmin();
    const page = await admin.get('/audit');
    expect(page.body).toContain('смена статуса');
    expect(page.body).toContain('Новая → В работе');
    const actions = [...page.body.matchAll(/<td data-label="Действие">([^<]+)<\/td>/g)].map((match) => match[1]);
    expect(actions[0]).toBe('просмотр журнала');
    expect(actions.indexOf('удаление')).toBeLessThan(actions.indexOf('печать'));
  });
});
