import { execFile, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCipher } from '../../server/forms/cipher/field-cipher.ts';
import { openDatabase, type Database } from '../../server/forms/database/database.ts';
import { migrate } from '../../server/forms/database/migrate.ts';
import { createAccount } from '../../server/forms/inbox/accounts/staff-accounts.ts';
import { cipherContext } from '../../server/forms/submissions/cipher-context.ts';
import { deleteOnRequest } from '../../server/forms/submissions/retention.ts';
import { storeSubmission, type SubmissionInput } from '../../server/forms/submissions/store-submission.ts';
import { SAMPLE_CALLBACK } from '../../testing/forms/sample-forms.ts';
import { ROOT } from '../../testing/run-cli.ts';
import { freePort, stopProcess, waitForServer } from '../../testing/services/processes.ts';
import { ensureSystemUser, runAsUnit, spawnAsUnit, type PasswdEntry } from '../../testing/services/run-as-unit.ts';
import { newKeys, writeBuiltPages } from '../server/forms/receiver-cli-environment.ts';
import { anketInput, callbackInput, DIAGNOSIS } from '../server/forms/fixtures.ts';

// The receiver's backups as the server runs them (docs/deploy.md, «Backups and restore»): the
// server's layout under a scratch prefix, as the installer writes it; clinic-receiver-backup.service
// run as clinic-receiver (HOME=/nonexistent) with systemd's environment only (run-as-unit.ts);
// restore.sh as root into the live name, then the forms service's bundle on the restored database;
// clinic-restore-test.service on a good backup, a truncated one and with a wrong key. Needs a real
// PostgreSQL server (TEST_DATABASE_URL, a superuser: `npm run test:postgres`), root, gpg and rsync.

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const ROOT_USER = process.getuid?.() === 0;
const TOOLS = ['gpg', 'rsync', 'setpriv', 'psql'].every((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0);
const READY = TEST_DATABASE_URL !== undefined && ROOT_USER && TOOLS;
const SKIPPED = READY ? '' : ' — skipped: needs TEST_DATABASE_URL (npm run test:postgres), root, gpg, rsync, setpriv and psql';
const run = promisify(execFile);
const KEEP_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** the installer's roots, each moved under the prefix */
const ROOTS = ['/etc/clinic', '/srv/clinic', '/var/backups/clinic-forms', '/var/lib/clinic', '/etc/systemd/system'];

/** the forms stored, in order: callbacks and questionnaires, each a diagnosis or a phone of its own */
function submissions(): SubmissionInput[] {
  return Array.from({ length: 12 }, (_, index) => {
    const phone = `+7 903 111-22-${String(index).padStart(2, '0')}`;
    return index % 3 === 0
      ? callbackInput({
          fields: { name: `Мария ${index}`, phone, comment: 'после 18:00' },
          notice: { name: `Мария ${index}`, phone },
          phone,
          receivedAt: new Date(Date.UTC(2026, 10, 20, 10, index)),
        })
      : anketInput({
          fields: { childName: `Иванов Пётр ${index}`, birthDate: '2019-03-14', diagnosis: `${DIAGNOSIS} ${index}`, phone: '+7 912 345-67-89' },
          receivedAt: new Date(Date.UTC(2026, 10, 20, 10, index)),
        });
  });
}

/** every table's rows and the sequences' state, as the receiver reads them */
async function snapshot(db: Database) {
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    submissions: await rows('SELECT * FROM submissions ORDER BY id'),
    outbox: await rows('SELECT * FROM outbox ORDER BY submission_id'),
    deletionLog: await rows('SELECT * FROM deletion_log ORDER BY id'),
    staff: await rows('SELECT * FROM staff_accounts ORDER BY id'),
    sequences: await rows(
      `SELECT 'callback' AS form, last_value, is_called FROM submission_reference_callback
       UNION ALL SELECT 'anket', last_value, is_called FROM submission_reference_anket
       UNION ALL SELECT 'submissions.id', last_value, is_called FROM submissions_id_seq`,
    ),
  };
}

/** rows per table of the schema receiver */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'receiver'`);
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) counts[tablename] = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${tablename}"`)).rows[0]!.n);
  return counts;
}

describe.skipIf(!READY)(`the receiver's backup, restore and restore test as the server runs them${SKIPPED}`, () => {
  const inputs = submissions();
  const id = randomBytes(4).toString('hex');
  const role = `clinic_receiver_${id}`;
  const live = `clinic_forms_${id}`;
  const password = randomBytes(12).toString('hex');
  const keys = newKeys();
  const cipher = loadCipher(keys);
  let superuser: URL;
  let databaseUrl: string;
  let prefix: string;
  let user: PasswdEntry;
  let db: Database | undefined;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let countsAtBackup: Record<string, number>;
  let receiverEnv: string;
  let receiverPort: number;
  let service: ChildProcess | undefined;
  const withdrawn = 'К-000002';

  const at = (root: string) => path.join(prefix, root);
  /** the installer's textual substitution of its roots */
  const place = (text: string) => ROOTS.reduce((each, root) => each.replaceAll(root, at(root)), text);
  const unit = (name: string) => at(`/etc/systemd/system/${name}`);
  const backupDir = () => at('/var/backups/clinic-forms');
  const offsite = () => path.join(prefix, 'offsite');
  const status = async (name: string) => JSON.parse(await readFile(at(`/var/lib/clinic/status/${name}`), 'utf8')) as Record<string, unknown>;
  const superuserSql = (sql: string, database = 'postgres') =>
    run('psql', [
      '--no-psqlrc',
      '--tuples-only',
      '--no-align',
      '--set=ON_ERROR_STOP=1',
      `--dbname=${new URL(`/${database}`, superuser).href}`,
      '--command',
      sql,
    ]);

  async function writeReceiverEnv(overrides: Record<string, string> = {}) {
    const settings = {
      DATABASE_URL: databaseUrl,
      ...keys,
      RECEIVER_NOTICE_TO: 'clinic@example.ru',
      RECEIVER_NOTICE_FROM: 'forms@example.ru',
      DATA_DIR: path.join(prefix, 'site'),
      RECEIVER_STATUS_DIR: '/var/lib/clinic/status',
      ...overrides,
    };
    const text = Object.entries(settings)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n');
    await writeFile(receiverEnv, place(`# the receiver's environment\n${text}\n`), { mode: 0o600 });
  }

  beforeAll(async () => {
    superuser = new URL(TEST_DATABASE_URL!);
    user = ensureSystemUser('clinic-receiver');
    prefix = await mkdtemp(path.join(os.tmpdir(), 'receiver-backup-'));
    await chmod(prefix, 0o755);
    const owned = async (dir: string, mode: number) => {
      await mkdir(path.dirname(dir), { recursive: true, mode: 0o755 });
      await mkdir(dir, { mode });
      await chown(dir, user.uid, user.gid);
      await chmod(dir, mode);
    };
    await mkdir(at('/etc/clinic'), { recursive: true, mode: 0o755 });
    await mkdir(at('/etc/systemd/system'), { recursive: true });
    await mkdir(at('/srv/clinic'), { recursive: true });
    await symlink(ROOT, at('/srv/clinic/current'));
    await owned(backupDir(), 0o700);
    await owned(at('/var/lib/clinic/status'), 0o755);
    await owned(offsite(), 0o700);
    await mkdir(path.join(prefix, 'site'), { mode: 0o755 });
    await writeBuiltPages(path.join(prefix, 'site'), { consent: 'consent-1', policy: 'policy-1' });

    // the database as the installer makes it: setup-database.sql with a role and database of this run
    await run('psql', [
      '--no-psqlrc',
      '--quiet',
      `--dbname=${superuser.href}`,
      `--set=receiver_password='${password}'`,
      `--set=role=${role}`,
      `--set=database=${live}`,
      `--file=${path.join(ROOT, 'deploy/receiver/setup-database.sql')}`,
    ]);
    databaseUrl = `postgres://${role}:${password}@127.0.0.1:${superuser.port}/${live}`;
    receiverPort = await freePort();
    receiverEnv = at('/etc/clinic/receiver.env');
    await writeReceiverEnv();
    // PG_SUPERUSER_URL: the tests' superuser, where the server has peer authentication for postgres
    await writeFile(
      at('/etc/clinic/backup.env'),
      place(
        `BACKUP_DIR=/var/backups/clinic-forms\nBACKUP_KEEP_DAYS=${KEEP_DAYS}\nBACKUP_PASSPHRASE_FILE=/etc/clinic/backup-passphrase\n` +
          `BACKUP_COPY_TO=${offsite()}/\nRECEIVER_STATUS_DIR=/var/lib/clinic/status\nPG_SUPERUSER_URL=${superuser.href}\n`,
      ),
      { mode: 0o600 },
    );
    await writeFile(at('/etc/clinic/backup-passphrase'), `${randomBytes(24).toString('base64')}\n`, { mode: 0o400 });
    await chown(at('/etc/clinic/backup-passphrase'), user.uid, user.gid);
    for (const source of ['systemd/clinic-receiver-backup.service', 'systemd/clinic-restore-test.service', 'systemd/clinic-receiver@.service']) {
      await writeFile(unit(path.basename(source)), place(await readFile(path.join(ROOT, 'deploy', source), 'utf8')));
    }
    // the instance's own settings, as the installer writes them beside receiver.env
    await writeFile(at('/etc/clinic/receiver-1.env'), `RECEIVER_PORT=${receiverPort}\nRECEIVER_INBOX=off\n`, { mode: 0o600 });

    // the live database as the receiver leaves it: its own migrations, forms, a staff admin
    db = await openDatabase({ url: databaseUrl });
    await migrate(db);
    const stored = [];
    for (const input of inputs) stored.push((await storeSubmission(db, cipher, input)).reference);
    await db.query(`UPDATE submissions SET delivered_at = '2026-11-20T10:05:00Z' WHERE reference = $1`, [stored[1]]);
    await db.query('DELETE FROM outbox WHERE submission_id = (SELECT id FROM submissions WHERE reference = $1)', [stored[1]]);
    expect(await deleteOnRequest(db, { reference: withdrawn }, cipher, new Date('2026-11-21T09:00:00Z'))).toBe(1);
    await createAccount(
      db,
      cipher,
      { login: 'admin', displayName: 'Админ', role: 'admin', password: 'a long enough password', totp: true },
      { N: 1024, r: 8, p: 1 },
    );
    before = await snapshot(db);
    countsAtBackup = await tableCounts(db);

    // a backup past BACKUP_KEEP_DAYS, and younger ones — a full window of them, so that the copy
    // off site is pruned too — here and off site
    for (const dir of [backupDir(), offsite()]) {
      for (const [name, ageDays] of [
        ['clinic-forms-20261001T033000Z.dump.gpg', KEEP_DAYS + 1],
        ['clinic-forms-20261115T033000Z.dump.gpg', KEEP_DAYS - 0.5],
        ['clinic-forms-20261124T033000Z.dump.gpg', 1],
      ] as const) {
        const file = path.join(dir, name);
        await writeFile(file, 'an older backup');
        const time = new Date(Date.now() - ageDays * DAY_MS);
        await utimes(file, time, time);
      }
    }
  }, 60_000);

  afterAll(async () => {
    await stopProcess(service);
    await db?.close();
    if (superuser) {
      const { stdout } = await superuserSql(`SELECT datname FROM pg_database WHERE datname LIKE '${live}%'`).catch(() => ({ stdout: '' }));
      for (const name of stdout.split('\n').filter(Boolean)) await superuserSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await superuserSql(`DROP ROLE IF EXISTS "${role}"`).catch(() => undefined);
    }
    if (prefix) await rm(prefix, { recursive: true, force: true });
  });

  let backupName: string;

  it('the backup unit, as clinic-receiver with HOME=/nonexistent: an encrypted backup, its counts, backup.json, the off-site copy', async () => {
    const done = await runAsUnit(unit('clinic-receiver-backup.service'));
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const written = done.stdout.trim().split('\n').at(-1)!;
    backupName = path.basename(written);
    expect(path.dirname(written)).toBe(backupDir());
    expect(backupName).toMatch(/^clinic-forms-\d{8}T\d{6}Z\.dump\.gpg$/);
    const file = await stat(written);
    expect({ mode: file.mode & 0o777, uid: file.uid }).toEqual({ mode: 0o600, uid: user.uid });

    const counts = backupName.replace('.dump.gpg', '.counts.json');
    // the old backup gone, the young one kept, no partial file left: here and off site alike
    const expected = [backupName, counts, 'clinic-forms-20261115T033000Z.dump.gpg', 'clinic-forms-20261124T033000Z.dump.gpg'].sort();
    expect((await readdir(backupDir())).filter((name) => !name.startsWith('.lock')).sort()).toEqual(expected);
    expect((await readdir(offsite())).sort()).toEqual(expected);
    expect(await readFile(path.join(offsite(), backupName))).toEqual(await readFile(written));

    const report = await status('backup.json');
    expect(report).toEqual({
      ok: true,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      lastSuccessAt: report.at,
      error: null,
      file: backupName,
      bytes: file.size,
      seconds: expect.any(Number),
      copiedTo: `${offsite()}/`,
      counts: countsAtBackup,
    });
    expect(JSON.parse(await readFile(path.join(backupDir(), counts), 'utf8'))).toEqual({ schemaVersion: 1, backup: backupName, counts: countsAtBackup });
    expect((await stat(at('/var/lib/clinic/status/backup.json'))).mode & 0o777).toBe(0o644);
    // its private gpg home went with its agent (a zombie waiting for this container's init to reap it is gone too)
    const processes = spawnSync('ps', ['-u', 'clinic-receiver', '-o', 'stat=,comm='], { encoding: 'utf8' }).stdout;
    expect(processes.split('\n').filter((line) => line.includes('gpg-agent') && !line.trim().startsWith('Z'))).toEqual([]);
  }, 60_000);

  it('holds no readable diagnosis: the fields are encrypted in the dump, and gpg encrypts the dump', async () => {
    const file = await readFile(path.join(backupDir(), backupName));
    for (const secret of [DIAGNOSIS, 'Иванов Пётр', 'Мария', withdrawn, inputs[0]!.client.userAgent]) expect(file.includes(Buffer.from(secret))).toBe(false);
    const gnupg = await mkdtemp(path.join(prefix, 'gnupg-'));
    try {
      const plain = path.join(gnupg, 'plain.dump');
      await run(
        'gpg',
        [
          '--batch',
          '--quiet',
          '--pinentry-mode',
          'loopback',
          '--decrypt',
          '--passphrase-file',
          at('/etc/clinic/backup-passphrase'),
          '--output',
          plain,
          path.join(backupDir(), backupName),
        ],
        {
          env: { ...process.env, GNUPGHOME: gnupg },
        },
      );
      const { stdout: sql } = await run('pg_restore', ['--file=-', plain], { maxBuffer: 64 * 1024 * 1024 });
      expect(sql).toContain(inputs[0]!.consent.textVersion);
      for (const secret of [DIAGNOSIS, 'спастический', 'Иванов Пётр', 'Мария', '2019-03-14', '345-67-89']) expect(sql).not.toContain(secret);
    } finally {
      spawnSync('gpgconf', ['--kill', 'all'], { env: { ...process.env, GNUPGHOME: gnupg } });
    }
  }, 30_000);

  it('with the database unreachable: ok false, the reason, lastSuccessAt kept, a line on stderr, exit 1', async () => {
    const previous = await status('backup.json');
    await writeReceiverEnv({ DATABASE_URL: databaseUrl.replace(`:${superuser.port}/`, `:${await freePort()}/`) });
    try {
      const done = await runAsUnit(unit('clinic-receiver-backup.service'));
      expect(done.code).toBe(1);
      expect(done.stderr).toMatch(new RegExp(`^backup: the dump of ${live} failed: .*(refused|connect)`, 'm'));
      const report = await status('backup.json');
      expect(report).toMatchObject({ ok: false, lastSuccessAt: previous.at, error: done.stderr.trim().replace(/^backup: /, ''), file: null, copiedTo: null });
      expect(JSON.stringify(report)).not.toContain(password);
    } finally {
      await writeReceiverEnv();
    }
  }, 60_000);

  it('restores into the live name as root: refused while the service is connected, then the former kept aside', async () => {
    const restore = (env: NodeJS.ProcessEnv = {}) =>
      run(path.join(ROOT, 'deploy/receiver/restore.sh'), [path.join(backupDir(), backupName)], {
        env: { ...process.env, RECEIVER_ENV_FILE: receiverEnv, BACKUP_ENV_FILE: at('/etc/clinic/backup.env'), PG_SUPERUSER_URL: superuser.href, ...env },
      });
    // a change made after the backup: the restore brings back the backup's state
    await db!.query(`UPDATE staff_accounts SET display_name = 'after the backup'`);
    const refused = await restore().catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/connected to .*systemctl stop 'clinic-receiver@\*'/) });
    await db!.close();
    db = undefined;

    const done = await restore();
    expect(done.stdout).toMatch(new RegExp(`kept as ${live}_before_\\d{14}`));
    expect(done.stdout).toContain(`restored ${path.join(backupDir(), backupName)} into ${live}`);
    const { stdout: owners } = await superuserSql(
      `SELECT DISTINCT pg_get_userbyid(relowner) FROM pg_class WHERE relnamespace = 'receiver'::regnamespace`,
      live,
    );
    expect(owners.trim()).toBe(role);
    const { stdout: aside } = await superuserSql(`SELECT count(*) FROM pg_database WHERE datname LIKE '${live}_before_%'`);
    expect(aside.trim()).toBe('1');

    db = await openDatabase({ url: databaseUrl });
    expect(await snapshot(db)).toEqual(before);
    for (const row of (await db.query<{ fields_cipher: Uint8Array; key_id: string; idempotency_key: string }>('SELECT * FROM submissions')).rows) {
      expect(() => cipher.decryptJson(row.fields_cipher, row.key_id, cipherContext('fields', row.idempotency_key))).not.toThrow();
    }
  }, 60_000);

  it('the forms service (dist-node/forms.mjs as clinic-receiver@1) starts on the restored database and stores a form', async () => {
    service = spawnAsUnit(unit('clinic-receiver@.service'), { instance: '1', stateRoot: at('/var/lib') });
    let output = '';
    service.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    service.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const base = `http://127.0.0.1:${receiverPort}`;
    await waitForServer(`${base}/api/forms`, service, 30_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    const answer = await fetch(`${base}/api/forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'idempotency-key': 'after-restore-000000001' },
      body: JSON.stringify(SAMPLE_CALLBACK),
    });
    expect(await answer.json()).toEqual({ success: true });
    const { rows } = await db!.query<{ n: string }>('SELECT count(*) AS n FROM submissions');
    expect(Number(rows[0]!.n)).toBe(before.submissions.length + 1);
    await stopProcess(service);
  }, 60_000);

  it('the restore test unit passes on the newest backup, and drops its scratch database', async () => {
    const done = await runAsUnit(unit('clinic-restore-test.service'));
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const report = await status('restore-test.json');
    expect(report).toEqual({
      ok: true,
      at: expect.any(String),
      lastSuccessAt: report.at,
      error: null,
      backup: backupName,
      counts: countsAtBackup,
      decrypted: { callback: 1, anket: 1, staffTotp: 1 },
    });
    const { stdout } = await superuserSql(`SELECT count(*) FROM pg_database WHERE datname = '${live}_restore_test'`);
    expect(stdout.trim()).toBe('0');
  }, 60_000);

  it('fails on a truncated backup, saying so, and keeps lastSuccessAt', async () => {
    const previous = await status('restore-test.json');
    const newer = 'clinic-forms-29991231T000000Z';
    await copyFile(path.join(backupDir(), backupName), path.join(backupDir(), `${newer}.dump.gpg`));
    await copyFile(path.join(backupDir(), backupName.replace('.dump.gpg', '.counts.json')), path.join(backupDir(), `${newer}.counts.json`));
    await truncate(path.join(backupDir(), `${newer}.dump.gpg`), Math.floor((await stat(path.join(backupDir(), backupName))).size / 2));
    try {
      const done = await runAsUnit(unit('clinic-restore-test.service'));
      expect(done.code).toBe(1);
      expect(done.stderr).toMatch(new RegExp(`^restore-test: ${newer}.dump.gpg does not restore: cannot decrypt`, 'm'));
      expect(await status('restore-test.json')).toMatchObject({ ok: false, lastSuccessAt: previous.at, backup: `${newer}.dump.gpg`, decrypted: null });
    } finally {
      await rm(path.join(backupDir(), `${newer}.dump.gpg`));
      await rm(path.join(backupDir(), `${newer}.counts.json`));
    }
  }, 60_000);

  it('fails with a wrong key: the forms do not decrypt', async () => {
    await writeReceiverEnv({ RECEIVER_KEYS: newKeys().RECEIVER_KEYS });
    try {
      const done = await runAsUnit(unit('clinic-restore-test.service'));
      expect(done.code).toBe(1);
      expect(done.stderr).toMatch(
        /^restore-test: the restored forms do not decrypt: a stored (callback|anket)'s fields \(key k1\) does not decrypt with RECEIVER_KEYS/m,
      );
      expect(await status('restore-test.json')).toMatchObject({ ok: false, counts: countsAtBackup, decrypted: null });
      const { stdout } = await superuserSql(`SELECT count(*) FROM pg_database WHERE datname = '${live}_restore_test'`);
      expect(stdout.trim()).toBe('0');
    } finally {
      await writeReceiverEnv();
    }
  }, 60_000);
});
