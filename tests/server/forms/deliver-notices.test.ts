import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, Queryable } from '../../../server/forms/database/database.ts';
import { deliverDue, type DeliveryOptions } from '../../../server/forms/outbox/deliver-notices.ts';
import { createNoticeTransport } from '../../../server/forms/outbox/notice-transport.ts';
import { backends, useMigratedDatabase } from './backends.ts';
import { testCipher } from './fixtures.ts';
import { deliveredAt, queueSubmission, readOutbox } from './queued-submission.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../testing/services/smtp-test-server.ts';
import { cipherContext } from '../../../server/forms/submissions/cipher-context.ts';

// The outbox against a real SMTP server (smtp-server in this process, over TCP) and the receiver's
// migrated database (PGlite in memory; a real PostgreSQL server too given TEST_DATABASE_URL), the
// submissions queued by storeSubmission and encrypted by the field cipher: what reaches the clinic,
// what is kept when the mail host is away, and the one duplicate a crash between sending and
// committing may cause.

const RECEIVED = new Date('2026-03-12T11:05:00Z'); // 14:05 in Moscow
const SECOND = 1000;
const CALLBACK = {
  reference: 'К-000042',
  form: 'callback' as const,
  fields: { Имя: 'Мария Иванова', Телефон: '+7 912 345-67-89', 'Дополнительная информация': 'после 18:00' },
  notice: { name: 'Мария Иванова', phone: '+7 912 345-67-89' },
  receivedAt: RECEIVED,
};
/** a questionnaire's answers: a child's health data, which must never reach a mail */
const HEALTH_ANSWERS = { diagnosis: 'эпилепсия, приступы по ночам', medication: 'вальпроевая кислота 300 мг' };
const ANKET = { reference: 'А-000043', form: 'anket' as const, fields: HEALTH_ANSWERS, notice: {}, receivedAt: RECEIVED };

const cipher = testCipher();
let db: Database;
let smtp: SmtpTestServer;
let mailer: ReturnType<typeof createNoticeTransport>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  mailer = createNoticeTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
});
afterAll(async () => {
  mailer.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.messages.length = 0;
  smtp.refuse = false;
});
afterEach(() => {
  vi.restoreAllMocks();
});

function options(at: Date, more: Partial<DeliveryOptions> = {}): DeliveryOptions {
  return { clinicAddress: 'clinic@example.ru', from: 'site@example.ru', timeZone: 'Europe/Moscow', now: at, ...more };
}
const later = (ms: number) => new Date(RECEIVED.getTime() + ms);

describe.each(backends().map((backend) => [backend.name, backend] as const))('deliverDue on %s', (_, backend) => {
  const database = useMigratedDatabase(backend);
  beforeEach(() => {
    db = database.db;
  });

  it('delivers a due notice once, marks its submission delivered and empties the outbox', async () => {
    await queueSubmission(db, cipher, CALLBACK);
    const report = await deliverDue(db, cipher, mailer, options(later(SECOND)));

    expect(report).toEqual({ delivered: ['К-000042'], failed: [] });
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(['clinic@example.ru']);
    expect(mail?.from).toBe('site@example.ru');
    expect(mail?.subject).toBe('Новая заявка на обратную связь К-000042');
    expect(mail?.text).toContain('Номер: К-000042');
    expect(mail?.text).toContain('Имя: Мария Иванова');
    expect(mail?.text).toContain('Телефон: +7 912 345-67-89');
    expect(mail?.text).toContain('12 марта 2026 г. в 14:05 (Europe/Moscow)');
    // the notice says what it may; the other fields stay in the database
    expect(mail?.raw).not.toContain('после 18:00');
    expect(mail?.text).not.toContain('после 18:00');
    expect(await readOutbox(db)).toEqual([]);
    expect(await deliveredAt(db, 'К-000042')).toEqual(later(SECOND));

    // nothing is left to send
    expect(await deliverDue(db, cipher, mailer, options(later(60 * SECOND)))).toEqual({ delivered: [], failed: [] });
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends an anket's notice without a word of its answers, even when its notice holds them", async () => {
    await queueSubmission(db, cipher, { ...ANKET, notice: HEALTH_ANSWERS });
    await deliverDue(db, cipher, mailer, options(later(SECOND)));

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.subject).toBe('Новая анкета А-000043');
    expect(mail?.text).toContain('Номер: А-000043');
    expect(mail?.text).toContain('Форма: анкета');
    for (const answer of Object.values(HEALTH_ANSWERS)) {
      for (const word of answer.split(/[ ,]+/).filter((word) => word.length >= 4)) {
        expect(mail?.text).not.toContain(word);
        expect(mail?.subject).not.toContain(word);
      }
    }
    expect(mail?.text).not.toMatch(/Имя|Телефон/);
  });

  it('leaves a notice that is not due yet', async () => {
    await queueSubmission(db, cipher, { ...CALLBACK, nextAttemptAt: later(60 * SECOND) });
    expect(await deliverDue(db, cipher, mailer, options(later(59 * SECOND)))).toEqual({ delivered: [], failed: [] });
    expect(smtp.messages).toEqual([]);
    expect(await readOutbox(db)).toHaveLength(1);
  });

  it('sends at most `batch` notices in a run, the oldest due first, and the rest in the next run', async () => {
    await queueSubmission(db, cipher, { ...CALLBACK, reference: 'К-000003', nextAttemptAt: later(3 * SECOND) });
    await queueSubmission(db, cipher, { ...CALLBACK, reference: 'К-000001', nextAttemptAt: later(1 * SECOND) });
    await queueSubmission(db, cipher, { ...CALLBACK, reference: 'К-000002', nextAttemptAt: later(2 * SECOND) });

    expect((await deliverDue(db, cipher, mailer, options(later(10 * SECOND), { batch: 2 }))).delivered).toEqual(['К-000001', 'К-000002']);
    expect((await deliverDue(db, cipher, mailer, options(later(10 * SECOND), { batch: 2 }))).delivered).toEqual(['К-000003']);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([
      'Новая заявка на обратную связь К-000001',
      'Новая заявка на обратную связь К-000002',
      'Новая заявка на обратную связь К-000003',
    ]);
  });

  it('keeps a notice the mail host refuses, backs off, and delivers it exactly once when the host takes it', async () => {
    await queueSubmission(db, cipher, CALLBACK);
    smtp.refuse = true;

    expect(await deliverDue(db, cipher, mailer, options(later(0)))).toEqual({ delivered: [], failed: ['К-000042'] });
    let [row] = await readOutbox(db);
    expect(row?.attempts).toBe(1);
    expect(row?.next_attempt_at).toEqual(later(30 * SECOND));
    expect(row?.last_error).toMatch(/451/);
    expect(await deliveredAt(db, 'К-000042')).toBeNull();

    // not due during the back-off
    expect(await deliverDue(db, cipher, mailer, options(later(29 * SECOND)))).toEqual({ delivered: [], failed: [] });
    // the second failure doubles the wait
    expect((await deliverDue(db, cipher, mailer, options(later(30 * SECOND)))).failed).toEqual(['К-000042']);
    [row] = await readOutbox(db);
    expect(row?.attempts).toBe(2);
    expect(row?.next_attempt_at).toEqual(later(90 * SECOND));
    expect(smtp.messages).toEqual([]);

    smtp.refuse = false;
    expect((await deliverDue(db, cipher, mailer, options(later(90 * SECOND)))).delivered).toEqual(['К-000042']);
    expect(await deliverDue(db, cipher, mailer, options(later(3600 * SECOND)))).toEqual({ delivered: [], failed: [] });
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Новая заявка на обратную связь К-000042']);
    expect(await readOutbox(db)).toEqual([]);
    expect(await deliveredAt(db, 'К-000042')).toEqual(later(90 * SECOND));
  });

  it('keeps a notice while the mail host is down, and delivers it exactly once when it is back', async () => {
    await queueSubmission(db, cipher, CALLBACK);
    await smtp.stop();
    try {
      expect((await deliverDue(db, cipher, mailer, options(later(0)))).failed).toEqual(['К-000042']);
    } finally {
      await smtp.start();
    }
    const [row] = await readOutbox(db);
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toMatch(/ECONNREFUSED/);

    expect((await deliverDue(db, cipher, mailer, options(later(30 * SECOND)))).delivered).toEqual(['К-000042']);
    expect(await deliverDue(db, cipher, mailer, options(later(3600 * SECOND)))).toEqual({ delivered: [], failed: [] });
    expect(smtp.messages).toHaveLength(1);
  });

  it('records a notice it cannot read as a failure without quoting it, and still sends the others', async () => {
    await queueSubmission(db, cipher, { ...CALLBACK, reference: 'К-000001', keyId: 'retired-key' });
    await queueSubmission(db, cipher, {
      ...CALLBACK,
      reference: 'К-000002',
      noticeCipher: cipher.encrypt('Мария Иванова +7 912 345-67-89', cipherContext('notice', 'key-К-000002')).data,
    });
    await queueSubmission(db, cipher, { ...CALLBACK, reference: 'К-000003' });

    const report = await deliverDue(db, cipher, mailer, options(later(SECOND)));
    expect(report).toEqual({ delivered: ['К-000003'], failed: ['К-000001', 'К-000002'] });
    const rows = await readOutbox(db);
    expect(rows.map((row) => [row.reference, row.last_error])).toEqual([
      ['К-000001', 'no key "retired-key" in RECEIVER_KEYS: it encrypted this row'],
      ['К-000002', 'the decrypted notice is not JSON'],
    ]);
  });

  it('sends what waited for the mail server as soon as a notice goes out again; an unreadable one keeps its wait', async () => {
    await queueSubmission(db, cipher, { ...CALLBACK, reference: 'К-000001' });
    await queueSubmission(db, cipher, { ...CALLBACK, reference: 'К-000002' });
    await queueSubmission(db, cipher, { ...CALLBACK, reference: 'К-000003', keyId: 'retired-key' });
    smtp.refuse = true;
    expect((await deliverDue(db, cipher, mailer, options(later(0)))).failed).toEqual(['К-000001', 'К-000002', 'К-000003']);
    // a second failure: the back-off has reached a minute
    expect((await deliverDue(db, cipher, mailer, options(later(30 * SECOND)))).failed).toEqual(['К-000001', 'К-000002', 'К-000003']);
    expect((await readOutbox(db)).map((row) => [row.reference, row.next_attempt_at])).toEqual([
      ['К-000001', later(90 * SECOND)],
      ['К-000002', later(90 * SECOND)],
      ['К-000003', later(90 * SECOND)],
    ]);

    smtp.refuse = false;
    await queueSubmission(db, cipher, { ...CALLBACK, reference: 'К-000004', receivedAt: later(40 * SECOND) });
    // ten seconds after the mail server answers again, not fifty: the new notice goes, then those that waited for it
    expect(await deliverDue(db, cipher, mailer, options(later(40 * SECOND)))).toEqual({ delivered: ['К-000004', 'К-000001', 'К-000002'], failed: [] });
    expect(smtp.messages).toHaveLength(3);
    const [unreadable] = await readOutbox(db);
    expect([unreadable?.reference, unreadable?.attempts, unreadable?.next_attempt_at]).toEqual(['К-000003', 2, later(90 * SECOND)]);
  });

  it('reports a notice stuck after too many failures, with its reference', async () => {
    await queueSubmission(db, cipher, CALLBACK);
    smtp.refuse = true;
    const reportStuck = vi.fn();

    await deliverDue(db, cipher, mailer, options(later(0), { stuckAfterAttempts: 2, reportStuck }));
    expect(reportStuck).not.toHaveBeenCalled();
    await deliverDue(db, cipher, mailer, options(later(30 * SECOND), { stuckAfterAttempts: 2, reportStuck }));
    expect(reportStuck).toHaveBeenCalledTimes(1);
    expect(reportStuck.mock.calls[0]?.[0]).toMatch(/STUCK.*К-000042.*2 attempts.*451/);
  });

  it('reports on console.error a notice whose send still fails an hour after it was queued', async () => {
    await queueSubmission(db, cipher, CALLBACK);
    smtp.refuse = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await deliverDue(db, cipher, mailer, options(later(59 * 60 * SECOND)));
    expect(consoleError).not.toHaveBeenCalled();
    await deliverDue(db, cipher, mailer, options(later(61 * 60 * SECOND)));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/STUCK: the notice of К-000042 .*queued 61 min ago/);
  });

  it('sends a notice a second time, and only once more, when the process dies between the send and the commit', async () => {
    await queueSubmission(db, cipher, CALLBACK);
    // the connection is lost as the row is to be deleted: the SMTP server already took the mail
    const crashing = failingOnce(db, /^DELETE FROM outbox/);
    await expect(deliverDue(crashing, cipher, mailer, options(later(SECOND)))).rejects.toThrow('connection lost');
    expect(smtp.messages).toHaveLength(1);
    expect(await readOutbox(db)).toEqual([expect.objectContaining({ reference: 'К-000042', attempts: 0 })]);
    expect(await deliveredAt(db, 'К-000042')).toBeNull();

    expect((await deliverDue(db, cipher, mailer, options(later(2 * SECOND)))).delivered).toEqual(['К-000042']);
    expect(await deliverDue(db, cipher, mailer, options(later(3600 * SECOND)))).toEqual({ delivered: [], failed: [] });
    // the duplicate carries the same reference, so the clinic sees it is the same request
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Новая заявка на обратную связь К-000042', 'Новая заявка на обратную связь К-000042']);
  });
});

/** the database, except that the first query inside a transaction matching `pattern` throws (a lost connection) */
function failingOnce(inner: Database, pattern: RegExp): Database {
  let failed = false;
  return {
    ...inner,
    transaction: (fn) =>
      inner.transaction((tx) => {
        const wrapped: Queryable = {
          query(text, params) {
            if (!failed && pattern.test(text.trim())) {
              failed = true;
              return Promise.reject(new Error('connection lost'));
            }
            return tx.query(text, params);
          },
        };
        return fn(wrapped);
      }),
  };
}
