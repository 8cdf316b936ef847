import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries } from '../../testing/services/postgres-server.ts';
import { openDatabase, type Database } from '../../server/forms/database/database.ts';
import { migrate } from '../../server/forms/database/migrate.ts';
import { deleteOnRequest } from '../../server/forms/submissions/retention.ts';
import { storeSubmission, type SubmissionInput } from '../../server/forms/submissions/store-submission.ts';
import { createScratchDatabase } from '../server/forms/backends.ts';
import { anketInput, callbackInput, DIAGNOSIS, testCipher } from '../server/forms/fixtures.ts';
import { ROOT } from '../../testing/run-cli.ts';
import { cipherContext } from '../../server/forms/submissions/cipher-context.ts';

// The receiver's backups (docs/deploy.md): deploy/receiver/backup.sh run as the nightly timer runs
// it, then restore.sh into another, fresh database, and every row is there — the forms, their
// consent records, their outbox rows, the deletion log, the reference sequences — and the restored
// fields decrypt with the receiver's keys. Needs a real PostgreSQL server: `npm test` starts one
// (testing/services/test-postgres.ts) and names it in TEST_DATABASE_URL; the dump is encrypted by gpg as in
// production when gpg is installed, else written plain (BACKUP_UNENCRYPTED=1, the scripts' test mode).

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const GPG = spawnSync('gpg', ['--version']).status === 0;
const SKIPPED = TEST_DATABASE_URL ? '' : ' — skipped: no TEST_DATABASE_URL (npm test starts a PostgreSQL server for it)';
const run = promisify(execFile);
const cipher = testCipher();
/** backups older than BACKUP_KEEP_DAYS go; the unit keeps 14 (formsBackupDays) */
const KEEP_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** the forms stored, in order: callbacks and questionnaires, each a diagnosis or a phone of its own */
function submissions(): SubmissionInput[] {
  return Array.from({ length: 12 }, (_, index) =>
    index % 3 === 0
      ? callbackInput({
          fields: { name: `Мария ${index}`, phone: `+7 903 111-22-${String(index).padStart(2, '0')}`, comment: 'после 18:00' },
          notice: { name: `Мария ${index}`, phone: `+7 903 111-22-${String(index).padStart(2, '0')}` },
          phone: `+7 903 111-22-${String(index).padStart(2, '0')}`,
          receivedAt: new Date(Date.UTC(2026, 10, 20, 10, index)),
        })
      : anketInput({
          fields: { childName: `Иванов Пётр ${index}`, birthDate: '2019-03-14', diagnosis: `${DIAGNOSIS} ${index}`, phone: '+7 912 345-67-89' },
          receivedAt: new Date(Date.UTC(2026, 10, 20, 10, index)),
        }),
  );
}

/** every table's rows and the sequences' state, as the receiver reads them */
async function snapshot(db: Database) {
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    submissions: await rows('SELECT * FROM submissions ORDER BY id'),
    outbox: await rows('SELECT * FROM outbox ORDER BY submission_id'),
    deletionLog: await rows('SELECT * FROM deletion_log ORDER BY id'),
    migrations: await rows('SELECT * FROM receiver_migrations ORDER BY name'),
    sequences: await rows(
      `SELECT 'callback' AS form, last_value, is_called FROM submission_reference_callback
       UNION ALL SELECT 'anket', last_value, is_called FROM submission_reference_anket
       UNION ALL SELECT 'submissions.id', last_value, is_called FROM submissions_id_seq`,
    ),
  };
}

describe.skipIf(TEST_DATABASE_URL === undefined)(`backup.sh and restore.sh on a PostgreSQL server${SKIPPED}`, () => {
  const inputs = submissions();
  let source: Awaited<ReturnType<typeof createScratchDatabase>>;
  let target: Awaited<ReturnType<typeof createScratchDatabase>>;
  let sourceDb: Database;
  let restoredDb: Database;
  let folder: string;
  let backupDir: string;
  /** the environment of the systemd unit (clinic-receiver-backup.service), pointed at the test's folders */
  let environment: NodeJS.ProcessEnv;
  let backup: string;
  let stored: { reference: string; idempotencyKey: string }[];
  let before: Awaited<ReturnType<typeof snapshot>>;
  const withdrawn = 'К-000002';

  beforeAll(async () => {
    if (!GPG) console.warn('receiver backup test: no gpg here — the backup is written plain (BACKUP_UNENCRYPTED=1), not encrypted as in production');
    folder = await mkdtemp(path.join(os.tmpdir(), 'receiver-backup-'));
    backupDir = path.join(folder, 'backups');
    // pg_dump and pg_restore of the test server's own version, before Debian's wrapper in /usr/bin
    const binaries = findPostgresBinaries();
    environment = {
      PATH: [binaries, process.env.PATH].filter(Boolean).join(path.delimiter),
      HOME: process.env.HOME,
      BACKUP_DIR: backupDir,
      BACKUP_KEEP_DAYS: String(KEEP_DAYS),
    };
    if (GPG) {
      // a keyring folder of the test's own: nothing lands in the user's ~/.gnupg, its agent is stopped after
      environment.GNUPGHOME = path.join(folder, 'gnupg');
      await mkdir(environment.GNUPGHOME, { mode: 0o700 });
      environment.BACKUP_PASSPHRASE_FILE = path.join(folder, 'backup-passphrase');
      await writeFile(environment.BACKUP_PASSPHRASE_FILE, 'correct horse battery staple\n', { mode: 0o400 });
    } else {
      environment.BACKUP_UNENCRYPTED = '1';
    }

    source = await createScratchDatabase(TEST_DATABASE_URL!);
    target = await createScratchDatabase(TEST_DATABASE_URL!);
    sourceDb = await openDatabase({ url: source.url });
    await migrate(sourceDb);
    stored = [];
    for (const input of inputs) {
      const { reference } = await storeSubmission(sourceDb, cipher, input);
      stored.push({ reference, idempotencyKey: input.idempotencyKey });
    }
    // as the receiver leaves them: one notice delivered, one failing and retried, one form withdrawn
    const delivered = stored[1]!.reference;
    await sourceDb.query(`UPDATE submissions SET delivered_at = '2026-11-20T10:05:00Z' WHERE reference = $1`, [delivered]);
    await sourceDb.query('DELETE FROM outbox WHERE submission_id = (SELECT id FROM submissions WHERE reference = $1)', [delivered]);
    await sourceDb.query(
      `UPDATE outbox SET attempts = 3, last_error = 'ECONNREFUSED', next_attempt_at = '2026-11-20T11:00:00Z'
       WHERE submission_id = (SELECT id FROM submissions WHERE reference = $1)`,
      [stored[2]!.reference],
    );
    expect(await deleteOnRequest(sourceDb, { reference: withdrawn }, cipher, new Date('2026-11-21T09:00:00Z'))).toBe(1);
    before = await snapshot(sourceDb);

    // a backup past BACKUP_KEEP_DAYS, and a younger one
    await mkdir(backupDir, { mode: 0o700 });
    for (const [name, ageDays] of [
      ['clinic-forms-20261001T033000Z.dump.gpg', KEEP_DAYS + 1],
      ['clinic-forms-20261124T033000Z.dump.gpg', 1],
    ] as const) {
      const file = path.join(backupDir, name);
      await writeFile(file, 'an older backup');
      const time = new Date(Date.now() - ageDays * DAY_MS);
      await utimes(file, time, time);
    }

    // as ExecStart runs it: the script itself (its shebang), DATABASE_URL from the receiver's env
    const done = await run(path.join(ROOT, 'deploy/receiver/backup.sh'), [], { env: { ...environment, DATABASE_URL: source.url } });
    backup = done.stdout.trim().split('\n').at(-1) ?? '';
    const restored = await run(path.join(ROOT, 'deploy/receiver/restore.sh'), [backup, target.url], { env: environment });
    expect(restored.stdout).toContain(`restored ${backup}`);
    restoredDb = await openDatabase({ url: target.url });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([sourceDb?.close(), restoredDb?.close()]);
    await Promise.all([source?.drop(), target?.drop()]);
    if (environment?.GNUPGHOME) spawnSync('gpgconf', ['--kill', 'gpg-agent'], { env: environment });
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('writes one whole backup, readable by its owner only, and removes those past BACKUP_KEEP_DAYS', async () => {
    expect(path.dirname(backup)).toBe(backupDir);
    expect(path.basename(backup)).toMatch(GPG ? /^clinic-forms-\d{8}T\d{6}Z\.dump\.gpg$/ : /^clinic-forms-\d{8}T\d{6}Z\.dump$/);
    expect((await stat(backup)).mode & 0o777).toBe(0o600);
    // no partial file left behind; the old backup gone, the young one kept
    expect((await readdir(backupDir)).sort()).toEqual([path.basename(backup), 'clinic-forms-20261124T033000Z.dump.gpg'].sort());
  });

  it('restores every row: the forms, their consent records, the outbox, the deletion log, the sequences', async () => {
    const after = await snapshot(restoredDb);
    expect(before.submissions).toHaveLength(inputs.length - 1);
    expect(before.outbox).toHaveLength(inputs.length - 2);
    expect(after).toEqual(before);
    const byReference = new Map(after.submissions.map((row) => [row.reference as string, row]));
    for (const [index, { reference, idempotencyKey }] of stored.entries()) {
      const row = byReference.get(reference);
      if (reference === withdrawn) {
        expect(row).toBeUndefined();
        continue;
      }
      const input = inputs[index]!;
      expect(row).toMatchObject({
        idempotency_key: idempotencyKey,
        form: input.form,
        consent_text_version: input.consent.textVersion,
        policy_version: input.consent.policyVersion,
        consent_at: input.consent.at,
        client_address: input.client.address,
        user_agent: input.client.userAgent,
        received_at: input.receivedAt,
      });
    }
    expect(after.deletionLog).toEqual([expect.objectContaining({ reference: withdrawn, reason: 'withdrawal' })]);
  });

  it('decrypts the restored fields and notices with the same keys to what was sent', async () => {
    const { rows } = await restoredDb.query<{
      reference: string;
      fields_cipher: Uint8Array;
      notice_cipher: Uint8Array;
      key_id: string;
      idempotency_key: string;
      phone_hmac: string | null;
    }>('SELECT reference, fields_cipher, notice_cipher, key_id, idempotency_key, phone_hmac FROM submissions');
    expect(rows).toHaveLength(inputs.length - 1);
    for (const row of rows) {
      const input = inputs[stored.findIndex((each) => each.reference === row.reference)]!;
      expect(cipher.decryptJson(row.fields_cipher, row.key_id, cipherContext('fields', row.idempotency_key))).toEqual(input.fields);
      expect(cipher.decryptJson(row.notice_cipher, row.key_id, cipherContext('notice', row.idempotency_key))).toEqual(input.notice);
      expect(row.phone_hmac).toBe(cipher.phoneHmac(input.phone!));
    }
  });

  it('serves the receiver on: a resend finds its first reference, a new form takes the next number', async () => {
    // the new form first: a resend draws a number from the sequence too, and leaves it unused
    const next = await storeSubmission(restoredDb, cipher, anketInput());
    const numbers = stored.filter(({ reference }) => reference.startsWith('А-')).map(({ reference }) => Number(reference.slice(2)));
    expect(next).toEqual({ reference: `А-${String(Math.max(...numbers) + 1).padStart(6, '0')}`, duplicate: false });
    const resent = await storeSubmission(restoredDb, cipher, inputs[4]!);
    expect(resent).toEqual({ reference: stored[4]!.reference, duplicate: true });
  });

  it('holds no readable diagnosis: the dump has the fields encrypted (and gpg encrypts the rest)', async () => {
    const file = await readFile(backup);
    for (const secret of [DIAGNOSIS, 'Иванов Пётр', 'Мария']) expect(file.includes(Buffer.from(secret))).toBe(false);
    // pg_dump compresses its data, so the file itself proves little: its SQL text is read as well
    let plain = backup;
    if (GPG) {
      expect(file.includes(Buffer.from(inputs[0]!.client.userAgent))).toBe(false);
      plain = path.join(folder, 'decrypted.dump');
      await run('gpg', ['--batch', '--quiet', '--decrypt', '--passphrase-file', environment.BACKUP_PASSPHRASE_FILE!, '--output', plain, backup], {
        env: environment,
      });
    }
    const { stdout: sql } = await run('pg_restore', ['--file=-', plain], { env: environment, maxBuffer: 64 * 1024 * 1024 });
    // the data is there (the references and consent records are kept readable) …
    for (const { reference } of stored.filter((each) => each.reference !== withdrawn)) expect(sql).toContain(reference);
    expect(sql).toContain(inputs[0]!.consent.textVersion);
    // … but no field of a form: they are in fields_cipher, encrypted by RECEIVER_KEYS
    for (const secret of [DIAGNOSIS, 'спастический', 'Иванов Пётр', 'Мария', '2019-03-14', '345-67-89']) expect(sql).not.toContain(secret);
  });
});
