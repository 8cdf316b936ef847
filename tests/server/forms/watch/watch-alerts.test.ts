import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/forms/database/database.ts';
import { createHealthChecks } from '../../../../server/forms/health/health-checks.ts';
import { createNoticeTransport } from '../../../../server/forms/outbox/notice-transport.ts';
import { createAlertStore } from '../../../../server/forms/watch/alert-state.ts';
import { startWatchLoop, type WatchLoop } from '../../../../server/forms/watch/watch-loop.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../../testing/services/smtp-test-server.ts';
import { backends, useMigratedDatabase } from '../backends.ts';
import { capturedLogger, type CapturedLog } from '../support/captured-logger.ts';

// The watch loop against a real SMTP server and the database (PGlite, and PostgreSQL 15 when
// TEST_DATABASE_URL is set): a stale backup is mailed once, not again on the next round, again
// after a day, and its recovery once; two watchers on one database mail once; a mail server that
// refuses is logged at error level and the mail tried again; a database that does not answer
// leaves the state to the process, and the log says so.

const HOUR = 3_600_000;
const START = new Date('2026-11-28T03:00:00Z');
const dir = mkdtempSync(path.join(os.tmpdir(), 'watch-alerts-'));
let smtp: SmtpTestServer;
let mailer: ReturnType<typeof createNoticeTransport>;
let now: Date;
let count = 0;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  mailer = createNoticeTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
});
afterAll(async () => {
  mailer.close();
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

function statusFolder(): { folder: string; backupSucceeded(hoursBefore: number): void } {
  const folder = mkdtempSync(path.join(dir, `status-${++count}-`));
  const write = (file: string, hoursBefore: number) => {
    const at = new Date(now.getTime() - hoursBefore * HOUR).toISOString();
    writeFileSync(path.join(folder, file), JSON.stringify({ ok: true, at, lastSuccessAt: at, error: null }));
  };
  write('restore-test.json', 24);
  return { folder, backupSucceeded: (hoursBefore) => write('backup.json', hoursBefore) };
}

function watcher(db: Database, folder: string, log: CapturedLog): WatchLoop {
  const checks = createHealthChecks({ statusDir: folder, publishStatus: undefined, disks: undefined, siteUrl: undefined, smtpUrl: undefined }, db, () => now);
  return startWatchLoop({
    checks,
    alerts: createAlertStore(db, log.logger),
    logger: log.logger,
    intervalMs: HOUR,
    mail: { mailer, to: 'admin@clinic.example.ru', from: 'forms@clinic.example.ru' },
    timeZone: 'Europe/Moscow',
  });
}

const subjects = () => smtp.messages.map((message) => message.subject);

for (const backend of backends()) {
  describe(`the watch loop's alerts on ${backend.name}`, () => {
    const database = useMigratedDatabase(backend);
    const loops: WatchLoop[] = [];
    beforeEach(async () => {
      await Promise.all(loops.splice(0).map((loop) => loop.stop()));
      await database.db.query('DELETE FROM health_alerts');
      smtp.messages.length = 0;
      smtp.refuse = false;
      now = START;
    });
    afterAll(async () => Promise.all(loops.map((loop) => loop.stop())));

    it('mails a stale backup once, reminds a day later, and mails its recovery once', async () => {
      const status = statusFolder();
      status.backupSucceeded(30);
      const log = capturedLogger();
      const loop = watcher(database.db, status.folder, log);
      loops.push(loop);

      await loop.runOnce();
      expect(subjects()).toEqual(['Сайт клиники: резервная копия не сделана']);
      const text = smtp.messages[0]!.text;
      expect(text).toContain('Что случилось: Ночная резервная копия базы заявок не сделана или не удалась.');
      expect(text).toContain('С какого времени: 28 ноября 2026 г. в 06:00 (Europe/Moscow).');
      expect(text).toContain('Подробно: руководство администратора, docs/operations.md, «Резервные копии».');
      expect(smtp.messages[0]!.to).toEqual(['admin@clinic.example.ru']);

      now = new Date(START.getTime() + HOUR);
      await loop.runOnce();
      expect(subjects()).toHaveLength(1);

      now = new Date(START.getTime() + 25 * HOUR);
      await loop.runOnce();
      expect(subjects()).toEqual(['Сайт клиники: резервная копия не сделана', 'Сайт клиники: резервная копия не сделана (всё ещё)']);

      status.backupSucceeded(1);
      await loop.runOnce();
      await loop.runOnce();
      expect(subjects().slice(2)).toEqual(['Сайт клиники: восстановлено — резервная копия']);
      expect(smtp.messages[2]!.text).toMatch(/^Снова в порядке: резервная копия\.\nНе работало с 28 ноября 2026 г\. в 06:00/);
      expect(log.entries().filter((entry) => entry.level === 'error')).toHaveLength(2);
    });

    it('mails once when two watchers share the database', async () => {
      const status = statusFolder();
      status.backupSucceeded(40);
      const other = (await database.openAnother()) ?? database.db;
      const first = watcher(database.db, status.folder, capturedLogger());
      const second = watcher(other, status.folder, capturedLogger());
      loops.push(first, second);
      await Promise.all([first.runOnce(), second.runOnce()]);
      await Promise.all([first.runOnce(), second.runOnce()]);
      expect(subjects()).toEqual(['Сайт клиники: резервная копия не сделана']);
      status.backupSucceeded(0);
      await Promise.all([first.runOnce(), second.runOnce()]);
      expect(subjects()).toEqual(['Сайт клиники: резервная копия не сделана', 'Сайт клиники: восстановлено — резервная копия']);
    });

    it('logs at error level when the mail server refuses the alert, and mails it once the server takes it', async () => {
      const status = statusFolder();
      status.backupSucceeded(40);
      const log = capturedLogger();
      const loop = watcher(database.db, status.folder, log);
      loops.push(loop);
      smtp.refuse = true;
      await loop.runOnce();
      expect(subjects()).toEqual([]);
      expect(log.entries()).toContainEqual(
        expect.objectContaining({
          level: 'error',
          check: 'backup',
          msg: expect.stringContaining('the mail server does not take it, so only GET /healthz shows the failure now'),
        }),
      );
      smtp.refuse = false;
      await loop.runOnce();
      expect(subjects()).toEqual(['Сайт клиники: резервная копия не сделана']);
    });
  });
}

describe('the watch loop without its database', () => {
  it('keeps the alert state in the process, says so, and still mails the failure and the recovery once', async () => {
    smtp.messages.length = 0;
    now = START;
    const status = statusFolder();
    status.backupSucceeded(40);
    const away: Database = {
      query: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      transaction: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      close: async () => undefined,
    };
    const log = capturedLogger();
    const loop = watcher(away, status.folder, log);
    await loop.runOnce();
    await loop.runOnce();
    expect(subjects().sort()).toEqual(['Сайт клиники: база заявок не отвечает', 'Сайт клиники: резервная копия не сделана']);
    expect(log.messages().join('\n')).toContain('it is kept in this process until the check recovers (the other instance may mail too)');
    status.backupSucceeded(0);
    await loop.runOnce();
    expect(subjects()).toContain('Сайт клиники: восстановлено — резервная копия');
    expect(subjects()).toHaveLength(3);
    await loop.stop();
  });
});
