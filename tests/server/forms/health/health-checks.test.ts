import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../server/forms/database/database.ts';
import { migrate } from '../../../../server/forms/database/migrate.ts';
import { certificateCheck, readCertificateExpiry } from '../../../../server/forms/health/certificate-check.ts';
import { createHealthChecks, publicHealth } from '../../../../server/forms/health/health-checks.ts';
import { mailCheck } from '../../../../server/forms/health/mail-check.ts';
import { startSmtpTestServer } from '../../../../testing/services/smtp-test-server.ts';
import { checkJobStatus, BACKUP_STATUS, RESTORE_TEST_STATUS } from '../../../../server/forms/health/job-status-check.ts';
import { checkPublication } from '../../../../server/forms/health/publication-check.ts';
import { buildReceiverApp } from '../../../../server/forms/receiver/receiver-app.ts';
import type { HealthSettings } from '../../../../server/forms/settings.ts';
import { testCipher } from '../fixtures.ts';
import { queueSubmission } from '../queued-submission.ts';

// The checks of GET /healthz: what passes and what fails, the answer that names no path and
// quotes no error, and status files written by someone hostile or careless — a directory, a FIFO,
// a huge file, a symlink to a device, JSON of the wrong shape — each one a failing check, never a
// hang or a crash.

const NOW = new Date('2026-11-28T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const dir = mkdtempSync(path.join(os.tmpdir(), 'health-checks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
/** a status folder of its own holding backup.json as given (text, or a JSON value) */
function statusDir(backup: unknown): string {
  const folder = path.join(dir, `status-${++count}`);
  mkdirSync(folder);
  if (backup !== undefined) writeFileSync(path.join(folder, 'backup.json'), typeof backup === 'string' ? backup : JSON.stringify(backup));
  return folder;
}

describe('the backup and restore-test status files', () => {
  it('passes a recent success and reports its age in hours', async () => {
    const folder = statusDir({ ok: true, at: hoursAgo(3), lastSuccessAt: hoursAgo(3), error: null, sizeBytes: 1234 });
    expect(await checkJobStatus(folder, BACKUP_STATUS, NOW)).toEqual({
      configured: true,
      ok: true,
      facts: { lastSuccessAt: hoursAgo(3), ageHours: 3 },
    });
  });

  it('fails a failed run, with its error in the detail only', async () => {
    const folder = statusDir({ ok: false, at: hoursAgo(1), lastSuccessAt: hoursAgo(25), error: 'pg_dump: connection to /var/run/postgresql refused' });
    const result = await checkJobStatus(folder, BACKUP_STATUS, NOW);
    expect(result).toMatchObject({ ok: false, problem: 'the last run failed', facts: { ageHours: 25 } });
    expect(result.configured && result.detail).toContain('pg_dump: connection');
  });

  it('fails a success older than 26 hours for the backup, 8 days for the restore test', async () => {
    const stale = statusDir({ ok: true, at: hoursAgo(27), lastSuccessAt: hoursAgo(27), error: null });
    expect(await checkJobStatus(stale, BACKUP_STATUS, NOW)).toMatchObject({ ok: false, problem: 'the last success is too old' });
    writeFileSync(path.join(stale, 'restore-test.json'), JSON.stringify({ ok: true, at: hoursAgo(24 * 7), lastSuccessAt: hoursAgo(24 * 7), error: null }));
    expect(await checkJobStatus(stale, RESTORE_TEST_STATUS, NOW)).toMatchObject({ ok: true });
    writeFileSync(path.join(stale, 'restore-test.json'), JSON.stringify({ ok: true, at: hoursAgo(24 * 9), lastSuccessAt: hoursAgo(24 * 9), error: null }));
    expect(await checkJobStatus(stale, RESTORE_TEST_STATUS, NOW)).toMatchObject({ ok: false });
  });

  it('fails a run that never succeeded', async () => {
    const folder = statusDir({ ok: true, at: hoursAgo(1), lastSuccessAt: null, error: null });
    expect(await checkJobStatus(folder, BACKUP_STATUS, NOW)).toMatchObject({ ok: false, facts: { lastSuccessAt: null, ageHours: null } });
  });

  const hostile: [string, () => string][] = [
    ['a missing file', () => statusDir(undefined)],
    [
      'a directory in its place',
      () => {
        const folder = statusDir(undefined);
        mkdirSync(path.join(folder, 'backup.json'));
        return folder;
      },
    ],
    [
      'a FIFO nobody writes to',
      () => {
        const folder = statusDir(undefined);
        execFileSync('mkfifo', [path.join(folder, 'backup.json')]);
        return folder;
      },
    ],
    [
      'a symlink to /dev/zero',
      () => {
        const folder = statusDir(undefined);
        symlinkSync('/dev/zero', path.join(folder, 'backup.json'));
        return folder;
      },
    ],
    ['a 5 MB file', () => statusDir(`{"ok": true, "pad": "${'x'.repeat(5_000_000)}"}`)],
    ['text that is not JSON', () => statusDir('{"ok": tru')],
    ['JSON of the wrong shape', () => statusDir({ ok: 'yes', at: 12, lastSuccessAt: 'yesterday' })],
    ['a prototype key', () => statusDir('{"__proto__": {"ok": true}, "constructor": {"prototype": {"ok": true}}}')],
    ['JSON nested 100 000 deep', () => statusDir('['.repeat(100_000) + ']'.repeat(100_000))],
    ['null', () => statusDir('null')],
  ];
  it.each(hostile)('reports %s as no backup recorded, in well under a second', async (_name, make) => {
    const folder = make();
    const started = performance.now();
    const result = await checkJobStatus(folder, BACKUP_STATUS, NOW);
    expect(result).toMatchObject({ configured: true, ok: false, problem: 'no backup recorded' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the publication status', () => {
  const write = (status: object) => {
    const file = path.join(dir, `publish-${++count}.json`);
    writeFileSync(file, JSON.stringify(status));
    return file;
  };
  const live = { commit: '0123456789abcdef0123456789abcdef01234567', subject: 'x', committed: hoursAgo(2), since: hoursAgo(2) };

  it('passes a publication and reports the live commit’s first 7 characters', async () => {
    expect(await checkPublication(write({ state: 'published', at: hoursAgo(2), summary: 'ok', details: [], live }), NOW)).toEqual({
      configured: true,
      ok: true,
      facts: { state: 'published', at: hoursAgo(2), liveCommit: '0123456' },
    });
  });

  it('fails a failed publication, and a build that says building for over 30 minutes', async () => {
    expect(await checkPublication(write({ state: 'failed', at: hoursAgo(1), summary: 'content: 2 errors', details: [], live }), NOW)).toMatchObject({
      ok: false,
      problem: 'the last publication failed',
      detail: expect.stringContaining('content: 2 errors'),
    });
    expect(await checkPublication(write({ state: 'building', at: hoursAgo(0.25), summary: '', details: [] }), NOW)).toMatchObject({ ok: true });
    expect(await checkPublication(write({ state: 'building', at: hoursAgo(0.6), summary: '', details: [] }), NOW)).toMatchObject({
      ok: false,
      problem: 'a build has been running for over 30 minutes',
    });
  });

  it('fails a missing or foreign status file', async () => {
    expect(await checkPublication(path.join(dir, 'nowhere.json'), NOW)).toMatchObject({ ok: false, problem: 'no publication recorded' });
    expect(await checkPublication(write({ state: 'exploded', at: 'now' }), NOW)).toMatchObject({ ok: false, problem: 'no publication recorded' });
  });
});

describe('the certificate', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '10', '-subj', '/CN=localhost'], {
      stdio: 'ignore',
    });
    server = createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://localhost:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => server.close());

  it('reads a self-signed certificate’s end and fails under 14 days', async () => {
    const expiry = await readCertificateExpiry(url);
    const days = (expiry.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9);
    expect(days).toBeLessThan(11);
    const result = await certificateCheck(url).check(new Date());
    expect(result).toMatchObject({ ok: false, problem: 'the certificate expires soon', facts: { daysLeft: 9 } });
  });

  it('makes one handshake an hour, and tries a failed one again sooner', async () => {
    let handshakes = 0;
    const check = certificateCheck(url, async () => {
      handshakes++;
      return new Date(NOW.getTime() + 60 * 86_400_000);
    });
    const expiresAt = new Date(NOW.getTime() + 60 * 86_400_000).toISOString();
    for (const minutes of [0, 1, 30, 59]) {
      expect(await check.check(new Date(NOW.getTime() + minutes * 60_000))).toMatchObject({ ok: true, facts: { expiresAt } });
    }
    expect(handshakes).toBe(1);
    await check.check(new Date(NOW.getTime() + 61 * 60_000));
    expect(handshakes).toBe(2);

    let refused = 0;
    const failing = certificateCheck(url, async () => {
      refused++;
      throw new Error('connect ECONNREFUSED 127.0.0.1:443');
    });
    expect(await failing.check(NOW)).toMatchObject({ ok: false, problem: 'the certificate cannot be read', detail: expect.stringContaining('ECONNREFUSED') });
    await failing.check(new Date(NOW.getTime() + 4 * 60_000));
    expect(refused).toBe(1);
    await failing.check(new Date(NOW.getTime() + 6 * 60_000));
    expect(refused).toBe(2);
  });

  it('fails when nothing listens', async () => {
    expect(await certificateCheck('https://127.0.0.1:1/').check(NOW)).toMatchObject({ ok: false, problem: 'the certificate cannot be read' });
  });
});

describe('the mail server', () => {
  it('passes while the mail server answers, fails within a minute of it going down, and passes again once it is back', async () => {
    const smtp = await startSmtpTestServer();
    try {
      const check = mailCheck(`smtp://127.0.0.1:${smtp.port}`);
      expect(await check.check(NOW)).toMatchObject({ ok: true });
      await smtp.stop();
      // remembered for a minute: a monitor's polls do not each log in
      expect(await check.check(new Date(NOW.getTime() + 30_000))).toMatchObject({ ok: true });
      const down = await check.check(new Date(NOW.getTime() + 61_000));
      expect(down).toMatchObject({ ok: false, problem: 'the mail server does not answer' });
      expect(JSON.stringify(publicHealthOf(down))).not.toContain('127.0.0.1');
      await smtp.start();
      expect(await check.check(new Date(NOW.getTime() + 122_000))).toMatchObject({ ok: true });
    } finally {
      await smtp.stop();
    }
  });
});

/** what /healthz would show of one check */
function publicHealthOf(result: Awaited<ReturnType<ReturnType<typeof mailCheck>['check']>>) {
  return result.configured ? { problem: result.problem, facts: result.facts } : result;
}

describe('GET /healthz', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
  });
  afterAll(() => db.close());

  const appWith = (settings: HealthSettings, clock = () => NOW) =>
    buildReceiverApp({
      store: { storeSubmission: async () => ({}) as never },
      consentVersions: () => ({ textVersion: 'c', policyVersion: 'p' }),
      health: createHealthChecks(settings, db, clock),
    });
  const NONE: HealthSettings = { statusDir: undefined, publishStatus: undefined, disks: undefined, siteUrl: undefined, smtpUrl: undefined };

  it('answers 200 with the database and the outbox, and every other check not configured (npm start)', async () => {
    const answer = await appWith(NONE).inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      status: 'ok',
      checkedAt: NOW.toISOString(),
      checks: {
        database: { status: 'ok', ms: expect.any(Number) },
        outbox: { status: 'ok', undelivered: 0, oldestAgeSeconds: null },
        mail: { configured: false },
        backup: { configured: false },
        restoreTest: { configured: false },
        publication: { configured: false },
        disk: { configured: false },
        certificate: { configured: false },
      },
    });
  });

  it('answers 503 when one check fails, naming no path, no error and no person', async () => {
    const folder = statusDir({ ok: false, at: hoursAgo(1), lastSuccessAt: hoursAgo(30), error: 'pg_dump: /srv/backups/secret: Permission denied' });
    await queueSubmission(db, testCipher(), {
      reference: 'К-000001',
      form: 'callback',
      notice: { name: 'Мария', phone: '+79123456789' },
      receivedAt: new Date(NOW.getTime() - 45 * 60_000),
    });
    const answer = await appWith({
      statusDir: folder,
      publishStatus: path.join(folder, 'status.json'),
      disks: [{ label: 'data', path: dir }],
      siteUrl: undefined,
      smtpUrl: undefined,
    }).inject({
      method: 'GET',
      url: '/healthz',
    });
    expect(answer.statusCode).toBe(503);
    const body = answer.json<ReturnType<typeof publicHealth>>();
    expect(body.status).toBe('failing');
    expect(body.checks.backup).toEqual({ status: 'failing', problem: 'the last run failed', lastSuccessAt: hoursAgo(30), ageHours: 30 });
    expect(body.checks.restoreTest).toEqual({ status: 'failing', problem: 'no restore test recorded' });
    expect(body.checks.outbox).toMatchObject({ status: 'failing', undelivered: 1, oldestAgeSeconds: 45 * 60 });
    expect(body.checks.disk).toMatchObject({ status: 'ok', disks: { data: { freeBytes: expect.any(Number), freePercent: expect.any(Number) } } });
    expect(answer.body).not.toMatch(/\/srv|\/tmp|health-checks-|pg_dump|Permission|Мария|79123456789|К-000001/);
    await db.query('TRUNCATE submissions, outbox');
  });

  it('keeps answering JSON while a status file is a FIFO, a directory or huge', async () => {
    const folder = statusDir(`{"pad": "${'x'.repeat(2_000_000)}"}`);
    execFileSync('mkfifo', [path.join(folder, 'restore-test.json')]);
    mkdirSync(path.join(folder, 'status.json'));
    const app = appWith({
      statusDir: folder,
      publishStatus: path.join(folder, 'status.json'),
      disks: [{ label: 'gone', path: path.join(folder, 'nowhere') }],
      siteUrl: undefined,
      smtpUrl: undefined,
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/healthz' })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        status: 'failing',
        checks: { backup: { status: 'failing' }, restoreTest: { status: 'failing' }, publication: { status: 'failing' }, disk: { status: 'failing' } },
      });
      expect(answer.body).not.toContain(folder);
    }
  });
});
