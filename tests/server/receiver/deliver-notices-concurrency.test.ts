import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/receiver/outbox/database-port.ts';
import { deliverDue, type DeliveryOptions } from '../../../server/receiver/outbox/deliver-notices.ts';
import { createNoticeTransport, type NoticeMailer } from '../../../server/receiver/outbox/notice-transport.ts';
import { openMemoryDatabase } from './memory-database.ts';
import { createOutboxSchema, emptyOutboxTables } from './outbox-schema.ts';
import { queueSubmission, readOutbox } from './queued-submission.ts';
import { openServerDatabase } from './server-database.ts';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts';
import { testCipher } from './test-cipher.ts';

// Two deliveries at once never send the same notice twice. On PGlite (one connection) the two runs
// take turns; on a real PostgreSQL server (TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)
// two pools run truly at once, and a session killed between the send and the commit shows the
// one duplicate a crash may cost.

const RECEIVED = new Date('2026-03-12T11:05:00Z');
const RUN_AT = new Date(RECEIVED.getTime() + 1000);
const NOTICES = 12;
const OPTIONS: DeliveryOptions = { clinicAddress: 'clinic@example.ru', from: 'site@example.ru', timeZone: 'Europe/Moscow', now: RUN_AT };
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

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
  smtp.delayMs = 0;
});

const references = Array.from({ length: NOTICES }, (_, index) => `К-${String(index + 1).padStart(6, '0')}`);

async function queueNotices(db: Database): Promise<void> {
  for (const reference of references) {
    await queueSubmission(db, { reference, form: 'callback', notice: { name: 'Мария', phone: '+79123456789' }, receivedAt: RECEIVED });
  }
}

/** the references of the mails the SMTP server accepted, sorted */
function sentReferences(): string[] {
  return smtp.messages.map((mail) => mail.subject.split(' ').at(-1) ?? '').sort();
}

describe('two deliveries at once on PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openMemoryDatabase();
    await createOutboxSchema(db);
  });
  afterAll(() => db.close());

  it('send every notice exactly once between them', async () => {
    await emptyOutboxTables(db);
    await queueNotices(db);
    const [first, second] = await Promise.all([deliverDue(db, testCipher, mailer, OPTIONS), deliverDue(db, testCipher, mailer, OPTIONS)]);

    expect(sentReferences()).toEqual(references);
    expect([...first.delivered, ...second.delivered].sort()).toEqual(references);
    expect(await readOutbox(db)).toEqual([]);
  });
});

describe.skipIf(TEST_DATABASE_URL === undefined)('two deliveries at once on a PostgreSQL server', () => {
  const url = TEST_DATABASE_URL ?? '';
  const schema = `outbox_test_${randomUUID().replaceAll('-', '')}`;
  let admin: pg.Pool;
  let workerA: Database;
  let workerB: Database;

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    workerA = openServerDatabase(url, schema, 'outbox-worker-a');
    workerB = openServerDatabase(url, schema, 'outbox-worker-b');
    await createOutboxSchema(workerA);
  });
  afterAll(async () => {
    await workerA?.close();
    await workerB?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });
  beforeEach(async () => {
    await emptyOutboxTables(workerA);
  });

  it('send every notice exactly once, each taking the rows the other has not locked', async () => {
    await queueNotices(workerA);
    // each mail takes a while, so both runs are mid-send at the same moments
    smtp.delayMs = 40;
    const [first, second] = await Promise.all([deliverDue(workerA, testCipher, mailer, OPTIONS), deliverDue(workerB, testCipher, mailer, OPTIONS)]);

    expect(sentReferences()).toEqual(references);
    expect([...first.delivered, ...second.delivered].sort()).toEqual(references);
    expect(first.delivered.filter((reference) => second.delivered.includes(reference))).toEqual([]);
    // SKIP LOCKED let both work rather than one waiting for the other's lock
    expect(first.delivered.length).toBeGreaterThan(0);
    expect(second.delivered.length).toBeGreaterThan(0);
    expect(await readOutbox(workerA)).toEqual([]);
  });

  it('send a notice once more, and only once, when the sending session dies before its commit', async () => {
    await queueSubmission(workerA, { reference: 'К-000042', form: 'callback', notice: { name: 'Мария', phone: '+79123456789' }, receivedAt: RECEIVED });
    // worker A's session is killed by the server right after the SMTP server took the mail
    const dyingAfterSend: NoticeMailer = {
      async sendMail(mail) {
        await mailer.sendMail(mail);
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'outbox-worker-a' AND state = 'idle in transaction'`,
        );
      },
    };
    await expect(deliverDue(workerA, testCipher, dyingAfterSend, OPTIONS)).rejects.toThrow();
    expect(await readOutbox(workerB)).toEqual([expect.objectContaining({ reference: 'К-000042', attempts: 0 })]);

    expect((await deliverDue(workerB, testCipher, mailer, OPTIONS)).delivered).toEqual(['К-000042']);
    expect(await deliverDue(workerB, testCipher, mailer, OPTIONS)).toEqual({ delivered: [], failed: [] });
    expect(sentReferences()).toEqual(['К-000042', 'К-000042']);
  });
});
