import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANKET_BODY, CALLBACK_BODY, COORDINATOR, inboxFixture, Visitor, type InboxFixture } from './inbox-fixture.ts';
import { concrete, inboxRoutes, type InboxRoute } from './inbox-routes.ts';

// Nothing of the inbox without a session: every route Fastify has, walked with GET and POST, answers
// 401 with the login page and not one byte of a submission — but the stylesheet and the print
// script. A coordinator does not reach the administrator's routes (403, logged); an administrator does.

/** what answers without a session: the login, the stylesheet and script, and an empty favicon */
const PUBLIC = new Set(['GET /assets/:name', 'GET /login', 'POST /login', 'GET /favicon.ico']);
const ADMIN_ONLY = new Set(['GET /audit', 'GET /accounts', 'GET /submissions/:reference/delete', 'POST /submissions/:reference/delete']);
const SECRETS = ['Семёнов', 'ДЦП', 'тетрапарез', 'Мария Иванова', '79031112233', '79123456789'];

let fixture: InboxFixture;
let routes: InboxRoute[];
let anket: string;

beforeAll(async () => {
  fixture = await inboxFixture();
  anket = await fixture.submit(ANKET_BODY);
  await fixture.submit(CALLBACK_BODY);
  routes = await inboxRoutes(fixture.app);
});
afterAll(() => fixture.close());

const name = (route: InboxRoute) => `${route.method} ${route.path}`;

describe('without a session', () => {
  it('finds every route of the inbox to walk', () => {
    expect(routes.map(name)).toEqual(
      expect.arrayContaining(['GET /', 'GET /submissions/:reference', 'POST /submissions/:reference/status', 'GET /audit', 'POST /logout']),
    );
    expect(routes.length).toBeGreaterThanOrEqual(12);
  });

  it('answers every route but the login and the assets with 401 and the login page, no submission in it', async () => {
    const stranger = new Visitor(fixture);
    await stranger.get('/login');
    const walked: string[] = [];
    for (const route of routes.filter((each) => !PUBLIC.has(name(each)))) {
      const url = concrete(route.path, anket);
      const response = route.method === 'GET' ? await stranger.get(url) : await stranger.post(url, { status: 'done', note: 'x' });
      expect(response.statusCode, name(route)).toBe(401);
      expect(response.body, name(route)).toContain('Вход для сотрудников клиники');
      for (const secret of SECRETS) expect(response.body, `${name(route)} leaks ${secret}`).not.toContain(secret);
      walked.push(name(route));
    }
    expect(walked.length).toBe(routes.length - PUBLIC.size);
    // and nothing was changed by the posts
    const { rows } = await fixture.db.query<{ status: string }>('SELECT status FROM submissions');
    expect(rows.map((row) => row.status)).toEqual(['new', 'new']);
  });

  it('answers an address that does not exist with the login page too, not a 404 that tells what exists', async () => {
    const response = await new Visitor(fixture).get('/submissions/%D0%9A-000999/nothing');
    expect(response.statusCode).toBe(401);
  });

  it('serves the stylesheet and the print script to anyone, with the security headers', async () => {
    for (const asset of ['/assets/inbox.css', '/assets/inbox.js']) {
      const response = await new Visitor(fixture).get(asset);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('roles', () => {
  it('keeps a coordinator out of every administrator route with 403, and logs each refusal', async () => {
    const coordinator = new Visitor(fixture);
    expect((await coordinator.login(COORDINATOR)).statusCode).toBe(303);
    await coordinator.get('/');
    for (const route of routes.filter((each) => ADMIN_ONLY.has(name(each)))) {
      const url = concrete(route.path, anket);
      const response = route.method === 'GET' ? await coordinator.get(url) : await coordinator.post(url, {});
      expect(response.statusCode, name(route)).toBe(403);
      expect(response.body).toContain('Недостаточно прав');
    }
    expect(await fixture.db.query('SELECT 1 FROM submissions WHERE reference = $1', [anket]).then((result) => result.rows.length)).toBe(1);
    const denied = await fixture.db.query<{ actor: string }>("SELECT actor FROM audit_log WHERE action = 'denied'");
    expect(denied.rows.length).toBe(ADMIN_ONLY.size);
    expect(new Set(denied.rows.map((row) => row.actor))).toEqual(new Set([COORDINATOR.login]));
  });

  it('lets an administrator (password and code) read the audit log and the accounts', async () => {
    const admin = new Visitor(fixture);
    expect((await admin.loginAsAdmin()).statusCode).toBe(303);
    const audit = await admin.get('/audit');
    expect(audit.statusCode).toBe(200);
    expect(audit.body).toContain('Журнал доступа');
    const accounts = await admin.get('/accounts');
    expect(accounts.body).toContain('maria');
    expect(accounts.body).toContain('координатор');
  });
});
