import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_MS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_LOGIN } from '../../../../server/forms/inbox/sessions/login-throttle.ts';
import { COORDINATOR, inboxFixture, Visitor, type InboxFixture } from './inbox-fixture.ts';

// Guessing passwords: after 5 wrong ones for a login, that login is locked for 15 minutes — the
// right password too — with words that do not tell whether the account exists; after 20 from one
// address, every login from it. Each failure and each locked attempt is in the audit log.

let fixture: InboxFixture;
beforeAll(async () => {
  fixture = await inboxFixture();
});
afterAll(() => fixture.close());

const LOCKED = 'Слишком много неудачных попыток входа';
const WRONG = 'Неверное имя пользователя, пароль или код.';

describe('login throttling', () => {
  it('locks a login after 5 wrong passwords, then lets the right one in once 15 minutes have passed', async () => {
    const guesser = new Visitor(fixture);
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_LOGIN; attempt++) {
      const response = await guesser.login({ login: COORDINATOR.login, password: `угадываю ${attempt}` });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(WRONG);
    }
    const locked = await guesser.login(COORDINATOR);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain(LOCKED);
    // from another address as well: the login itself is locked
    const elsewhere = new Visitor(fixture);
    expect((await elsewhere.login(COORDINATOR)).statusCode).toBe(429);
    fixture.clock.advance(LOCK_MS + 1000);
    expect((await guesser.login(COORDINATOR)).statusCode).toBe(303);
  });

  it('answers a login that does not exist exactly as one that does', async () => {
    const answers: string[] = [];
    for (const login of [COORDINATOR.login, 'nobody-here']) {
      fixture.clock.advance(LOCK_MS + 1000);
      await fixture.db.query("DELETE FROM login_throttle WHERE subject LIKE 'address:%'");
      const visitor = new Visitor(fixture);
      const texts: string[] = [];
      for (let attempt = 0; attempt <= MAX_FAILURES_PER_LOGIN; attempt++) {
        const response = await visitor.login({ login, password: 'неверный' });
        texts.push(`${response.statusCode} ${/<p class="error" role="alert"[^>]*>([^<]+)</.exec(response.body)?.[1]}`);
      }
      answers.push(texts.join('\n'));
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toContain(`429 ${LOCKED}`);
  });

  it('locks an address after 20 failures across logins', async () => {
    fixture.clock.advance(LOCK_MS + 1000);
    await fixture.db.query('DELETE FROM login_throttle');
    const visitor = new Visitor(fixture);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) {
      await visitor.login({ login: `guess-${attempt}`, password: 'неверный' });
    }
    expect((await visitor.login(COORDINATOR)).statusCode).toBe(429);
    const { rows } = await fixture.db.query<{ action: string; n: number }>('SELECT action, count(*)::int AS n FROM audit_log GROUP BY action');
    const counts = Object.fromEntries(rows.map((row) => [row.action, row.n]));
    expect(counts.login_failed).toBeGreaterThanOrEqual(MAX_FAILURES_PER_ADDRESS + 2 * MAX_FAILURES_PER_LOGIN);
    expect(counts.login_locked).toBeGreaterThanOrEqual(3);
  });
});
