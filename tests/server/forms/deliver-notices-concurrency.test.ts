import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/forms/database/database.ts';
import { migrate } from '../../../server/forms/database/migrate.ts';
import { deliverDue, type DeliveryOptions } from '../../../server/forms/outbox/deliver-notices.ts';
import { createNoticeTransport, type NoticeMailer } from '../../../server/forms/outbox/notice-transport.ts';
import { createScratchDatabase } from './backends.ts';
import { testCipher } from './fixtures.ts';
import { queueSubmission, readOutbox } from './queued-submission.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../testing/services/smtp-test-server.ts';

// Two deliveries at once never send the same notice twice. On PGlite (one connection) the two runs
// take turns; on a real PostgreSQL server (TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)
// two pools run truly at once, and a session killed between the send and the commit shows the
// one duplicate a crash may cost. Either database is migrated and filled by storeSubmission; the
// server's is a database of this file's own, dropped afterwards.

const RECEIVED = new Date('2026-03-12T11:05:00Z');
const RUN_AT = new Date(RECEIVED.getTime() + 1000);
const NOTICES = 12;
const OPTIONS: DeliveryOptions = { clinicAddress: 'clinic@example.ru', from: 'site@example.ru', timeZone: 'Europe/Moscow', now: RUN_AT };
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const cipher = testCipher();
const EMPTY_TABLES = 'TRUNCATE submissions, outbox, deletion_log RESTART IDENTITY';

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
    await queueSubmission(db, cipher, { reference, form: 'callback', notice: { name: 'Мария', phone: '+79123456789' }, receivedAt: RECEIVED });
  }
}

/** the references of the mails the SMTP server accepted, sorted */
function sentReferences(): string[] {
  return smtp.messages.map((mail) => mail.subject.split(' ').at(-1) ?? '').sort();
}

describe('two deliveries at once on PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
  });
  afterAll(() => db.close());

  it('send every notice exactly once between them', async () => {
    await db.query(EMPTY_TABLES);
    await queueNotices(db);
    const [first, second] = await Promise.all([deliverDue(db, cipher, mailer, OPTIONS), deliverDue(db, cipher, mailer, OPTIONS)]);

    expect(sentReferences()).toEqual(references);
    expect([...first.delivered, ...second.delivered].sort()).toEqual(references);
    expect(await readOutbox(db)).toEqual([]);
  });
});

describe.skipIf(TEST_DATABASE_URL === undefined)('two deliveries at once on a PostgreSQL server', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let admin: Database;
  let workerA: Database;
  let workerB: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL ?? '');
    admin = await openDatabase({ url: TEST_DATABASE_URL });
    workerB = await openDatabase({ url: scratch.url });
    await migrate(workerB);
    // the receiver's own pool, named so the test can find its session in pg_stat_activity
    const named = new URL(scratch.url);
    named.searchParams.set('application_name', 'outbox-worker-a');
    workerA = await openDatabase({ url: named.href });
  });
  afterAll(async () => {
    await workerA?.close();
    await workerB?.close();
    await admin?.close();
    await scratch?.drop();
  });
  beforeEach(async () => {
    await workerB.query(EMPTY_TABLES);
  });

  it('send every notice exactly once, each taking the rows the other has not locked', async () => {
    await queueNotices(workerB);
    // each mail takes a while, so both runs are mid-send at the same moments
    smtp.delayMs = 40;
    const [first, second] = await Promise.all([deliverDue(workerA, cipher, mailer, OPTIONS), deliverDue(workerB, cipher, mailer, OPTIONS)]);

    expect(sentReferences()).toEqual(references);
    expect([...first.delivered, ...second.delivered].sort()).toEqual(references);
    expect(first.delivered.filter((reference) => second.delivered.includes(reference))).toEqual([]);
    // SKIP LOCKED let both work rather than one waiting for the other's lock
    expect(first.delivered.length).toBeGreaterThan(0);
    expect(second.delivered.length).toBeGreaterThan(0);
    expect(await readOutbox(workerA)).toEqual([]);
  });

  it('send a notice once more, and only once, when the sending session dies before its commit', async () => {
    await queueSubmission(workerB, cipher, { reference: 'К-000042', form: 'callback', notice: { name: 'Мария', phone: '+79123456789' }, receivedAt: RECEIVED });
    // worker A's session is killed by the server right after the SMTP server took the mail
    const dyingAfterSend: NoticeMailer = {
      async sendMail(mail) {
        await mailer.sendMail(mail);
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'outbox-worker-a' AND state = 'idle in transaction'`,
        );
      },
    };
    await expect(deliverDue(workerA, cipher, dyingAfterSend, OPTIONS)).rejects.toThrow();
    expect(await readOutbox(workerB)).toEqual([expect.objectContaining({ reference: 'К-000042', attempts: 0 })]);

    expect((await deliverDue(workerB, cipher, mailer, OPTIONS)).delivered).toEqual(['К-000042']);
    expect(await deliverDue(workerB, cipher, mailer, OPTIONS)).toEqual({ delivered: [], failed: [] });
    expect(sentReferences()).toEqual(['К-000042', 'К-000042']);
  });
});
