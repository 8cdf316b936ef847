import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_API_REQUESTS, sendRequest, STILL_ANSWERS_MS, type HostileRequest } from '../../../../testing/hostile-requests.ts';
import { ANKET_BODY, inboxFixture, type InboxFixture } from './inbox-fixture.ts';

// The inbox on a socket, sent the hostile requests every server of ours is tested with, aimed at
// its own addresses too, and its own: oversized, malformed and misdirected forms and cookies.
// Each gets an answer without a stack or a path — never a crash or a hang — and the inbox still
// answers after it.

/** a stack frame or a server path: what no answer may show */
const LEAK = /\bat [\w.<>]+ \(|node_modules|\/(?:work|home|root|tmp|srv)\//i;
const form = 'application/x-www-form-urlencoded';

const INBOX_REQUESTS: HostileRequest[] = [
  ...HOSTILE_API_REQUESTS,
  ...HOSTILE_API_REQUESTS.map((request) => ({ ...request, name: `${request.name}, at the login`, path: request.path.replace(/^\/api\/[^?]*/, '/login') })),
  { name: 'a login form of 100 KB', method: 'POST', path: '/login', body: `login=${'a'.repeat(100_000)}`, contentType: form },
  { name: 'a login form with broken escapes', method: 'POST', path: '/login', body: 'login=%E0%A4%A&password=%', contentType: form },
  { name: 'a login form with the same field 5 000 times', method: 'POST', path: '/login', body: 'login=a&'.repeat(5000), contentType: form },
  {
    name: 'a status post to a reference that climbs out',
    method: 'POST',
    path: '/submissions/..%2F..%2Fetc%2Fpasswd/status',
    body: 'status=done',
    contentType: form,
  },
  { name: 'a reference with a NUL', method: 'GET', path: '/submissions/%D0%90-000001%00' },
  { name: 'a reference of 10 000 characters', method: 'GET', path: `/submissions/${'9'.repeat(10_000)}` },
  { name: 'an asset path that climbs out', method: 'GET', path: '/assets/..%2F..%2Fhttp%2Finbox-app.ts' },
  { name: 'an asset that is not one', method: 'GET', path: '/assets/inbox.ts' },
  { name: 'an audit page before a negative id', method: 'GET', path: '/audit?before=-1' },
  { name: 'a list with the filters as arrays', method: 'GET', path: '/?form[]=anket&status[a]=new&q[]=x' },
  { name: 'a DELETE of a submission', method: 'POST', path: '/submissions/%D0%90-000001?_method=DELETE', body: '', contentType: form },
];

let fixture: InboxFixture;
let base: string;

beforeAll(async () => {
  fixture = await inboxFixture();
  await fixture.submit(ANKET_BODY);
  await fixture.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(fixture.app.server.address() as AddressInfo).port}`;
});
afterAll(() => fixture.close());

async function stillAnswers(): Promise<void> {
  const response = await fetch(`${base}/login`, { signal: AbortSignal.timeout(STILL_ANSWERS_MS) });
  expect(response.status).toBe(200);
}

describe('the inbox on a socket', () => {
  it.each(INBOX_REQUESTS.map((request) => [request.name, request] as const))('answers %s without a leak, and still answers after', async (_name, request) => {
    const answer = await sendRequest(base, request);
    // a refusal, or the login page itself for an odd query on it (a GET changes nothing)
    if (answer.status < 400) expect([answer.status, answer.body.includes('Вход для сотрудников клиники')]).toEqual([200, true]);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toMatch(LEAK);
    expect(answer.body).not.toContain('Семёнов');
    await stillAnswers();
  });

  it('answers a cookie header of 60 KB and a session cookie of odd characters with the login page', async () => {
    for (const cookie of [
      `__Host-inbox_session=${'a'.repeat(60_000)}`,
      '__Host-inbox_session=%00%ZZ;;;=;',
      '__Host-inbox_session="; DROP TABLE staff_sessions;--',
    ]) {
      const response = await fetch(`${base}/`, { headers: { cookie } });
      expect([401, 431]).toContain(response.status);
    }
    await stillAnswers();
    const { rows } = await fixture.db.query('SELECT 1 FROM staff_sessions');
    expect(Array.isArray(rows)).toBe(true);
  });
});
