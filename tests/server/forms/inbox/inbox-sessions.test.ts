import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../../server/forms/inbox/accounts/totp.ts';
import { SESSION_COOKIE } from '../../../../server/forms/inbox/http/cookies.ts';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../../../../server/forms/inbox/sessions/session-store.ts';
import { ADMIN, ANKET_BODY, COORDINATOR, inboxFixture, ORIGIN, Visitor, type InboxFixture } from './inbox-fixture.ts';

// Sessions and forged requests: the cookie's attributes, a new session id at every login (a planted
// one is never promoted), idle and absolute expiry, logout; a cross-site post, a post without the
// token or with another session's, and a post from no page at all change nothing; the second factor.

let fixture: InboxFixture;
let anket: string;
const status = async () => (await fixture.db.query<{ status: string }>('SELECT status FROM submissions WHERE reference = $1', [anket])).rows[0]!.status;

beforeAll(async () => {
  fixture = await inboxFixture();
  anket = await fixture.submit(ANKET_BODY);
});
afterAll(() => fixture.close());

describe('the session cookie', () => {
  it('is HttpOnly, Secure, SameSite=Strict and __Host-, holding no account data', async () => {
    const visitor = new Visitor(fixture);
    const response = await visitor.login(COORDINATOR);
    expect(response.statusCode).toBe(303);
    const header = [response.headers['set-cookie']].flat().find((line) => line!.startsWith(SESSION_COOKIE))!;
    expect(header).toMatch(/^__Host-inbox_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    // the table keeps the token's hash only
    const token = /=([^;]+)/.exec(header)![1]!;
    const { rows } = await fixture.db.query<{ token_hash: string }>('SELECT token_hash FROM staff_sessions');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('is new at every login: a session id planted before the login is never the one logged in', async () => {
    const victim = new Visitor(fixture);
    const planted = 'A'.repeat(43);
    victim.setCookie(SESSION_COOKIE, planted);
    await victim.login(COORDINATOR);
    expect(victim.cookieHeader()).not.toContain(planted);
    const attacker = new Visitor(fixture);
    attacker.setCookie(SESSION_COOKIE, planted);
    expect((await attacker.get('/')).statusCode).toBe(401);
  });

  it('ends after 30 minutes without a request, and 12 hours after the login however busy', async () => {
    const idle = new Visitor(fixture);
    await idle.login(COORDINATOR);
    fixture.clock.advance(IDLE_TIMEOUT_MS - 60_000);
    expect((await idle.get('/')).statusCode).toBe(200);
    fixture.clock.advance(IDLE_TIMEOUT_MS + 1000);
    expect((await idle.get('/')).statusCode).toBe(401);

    const busy = new Visitor(fixture);
    await busy.login(COORDINATOR);
    for (let elapsed = 0; elapsed <= ABSOLUTE_TIMEOUT_MS; elapsed += 20 * 60_000) {
      const page = await busy.get('/');
      expect(page.statusCode, `after ${elapsed / 60_000} min`).toBe(200);
      fixture.clock.advance(20 * 60_000);
    }
    expect((await busy.get('/')).statusCode).toBe(401);
  });

  it('ends at logout: the same cookie answers 401 after', async () => {
    const visitor = new Visitor(fixture);
    await visitor.login(COORDINATOR);
    await visitor.get('/');
    const cookie = visitor.cookieHeader();
    expect((await visitor.post('/logout', {})).headers.location).toBe('/login');
    const replay = await fixture.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });
});

describe('forged requests', () => {
  let coordinator: Visitor;
  const url = () => `/submissions/${encodeURIComponent(anket)}/status`;
  beforeAll(async () => {
    coordinator = new Visitor(fixture);
    await coordinator.login(COORDINATOR);
    await coordinator.get(`/submissions/${encodeURIComponent(anket)}`);
  });

  it.each([
    ['from another site (Origin)', { origin: 'https://evil.example' }],
    ['from another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', origin: ORIGIN }],
    ['from no page at all (neither header)', {}],
  ])('refuses a post %s with 403 and changes nothing', async (_name, headers) => {
    const response = await coordinator.post(url(), { status: 'done' }, headers);
    expect(response.statusCode).toBe(403);
    expect(await status()).toBe('new');
  });

  it('refuses a post without the token, with a wrong one, or with another session’s', async () => {
    const other = new Visitor(fixture);
    await other.login(COORDINATOR);
    await other.get('/');
    const own = coordinator.csrf;
    for (const token of ['', 'x'.repeat(43), other.csrf]) {
      coordinator.csrf = token;
      expect((await coordinator.post(url(), { status: 'done' })).statusCode).toBe(403);
    }
    coordinator.csrf = own;
    expect(await status()).toBe('new');
    expect((await coordinator.post(url(), { status: 'in_work' })).statusCode).toBe(303);
    expect(await status()).toBe('in_work');
  });

  it('keeps the login page’s token while the browser asks for other addresses (its favicon, a second tab)', async () => {
    const visitor = new Visitor(fixture);
    await visitor.get('/login');
    const token = visitor.csrf;
    await visitor.get('/favicon.ico');
    await visitor.get('/submissions/К-000001');
    visitor.csrf = token;
    expect((await visitor.post('/login', { login: COORDINATOR.login, password: COORDINATOR.password })).statusCode).toBe(303);
  });

  it('refuses a login posted from another site or without the login page’s token', async () => {
    const visitor = new Visitor(fixture);
    await visitor.get('/login');
    expect((await visitor.post('/login', { login: COORDINATOR.login, password: COORDINATOR.password }, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    visitor.csrf = 'forged';
    expect((await visitor.post('/login', { login: COORDINATOR.login, password: COORDINATOR.password })).statusCode).toBe(403);
  });

  it('refuses a form sent as JSON or as multipart, before reading it', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      const response = await fixture.app.inject({
        method: 'POST',
        url: url(),
        headers: { cookie: coordinator.cookieHeader(), origin: ORIGIN, host: '127.0.0.1:3300', 'content-type': type },
        payload: JSON.stringify({ _csrf: coordinator.csrf, status: 'done' }),
      });
      expect(response.statusCode, type).toBe(415);
    }
    expect(await status()).toBe('in_work');
  });
});

describe('the second factor', () => {
  it('is required for an administrator: the password alone, a wrong code or a used code do not log in', async () => {
    fixture.clock.advance(60_000);
    const code = totpCode(fixture.adminSecret, fixture.clock.now.getTime());
    expect((await new Visitor(fixture).login(ADMIN)).statusCode).toBe(401);
    expect((await new Visitor(fixture).login(ADMIN, code === '000000' ? '111111' : '000000')).statusCode).toBe(401);
    expect((await new Visitor(fixture).login(ADMIN, code)).statusCode).toBe(303);
    // the same code again, even within its 30 seconds, is refused: a code seen over a shoulder is spent
    expect((await new Visitor(fixture).login(ADMIN, code)).statusCode).toBe(401);
    fixture.clock.advance(30_000);
    expect((await new Visitor(fixture).login(ADMIN, totpCode(fixture.adminSecret, fixture.clock.now.getTime()))).statusCode).toBe(303);
  });
});
