import type { Queryable } from '../database/database.ts';
import type { HealthSettings } from '../settings.ts';
import { certificateCheck } from './certificate-check.ts';
import { NOT_CONFIGURED, withinTime, type CheckResult, type Fact } from './check-result.ts';
import { checkDatabase } from './database-check.ts';
import { checkDisks } from './disk-check.ts';
import { BACKUP_STATUS, checkJobStatus, RESTORE_TEST_STATUS } from './job-status-check.ts';
import { checkOutbox } from './outbox-check.ts';
import { mailCheck } from './mail-check.ts';
import { checkPublication } from './publication-check.ts';

// Every check of the service's health, run together: what GET /healthz answers and what the
// watch loop mails about. The database and the outbox are asked on every run, the mail server once
// a minute (mail-check.ts); the status files
// and the disks are cheap to read; the certificate is remembered for an hour
// (certificate-check.ts). A check whose setting is absent (npm start) is reported as not
// configured and fails nothing. Each check has a time limit: a run never hangs.

export const CHECK_NAMES = ['database', 'outbox', 'mail', 'backup', 'restoreTest', 'publication', 'disk', 'certificate'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export interface HealthReport {
  ok: boolean;
  checkedAt: Date;
  checks: Record<CheckName, CheckResult>;
}

export interface HealthChecks {
  run(): Promise<HealthReport>;
}

/** the spec's limit for the database's SELECT 1; the files and disks get the same */
const CHECK_TIMEOUT_MS = 2_000;
/** the mail server's greeting has five seconds of its own (mail-check.ts) */
const MAIL_TIMEOUT_MS = 6_000;
/** a TLS handshake has five seconds of its own (certificate-check.ts) */
const CERTIFICATE_TIMEOUT_MS = 6_000;

export function createHealthChecks(settings: HealthSettings, db: Queryable, clock: () => Date = () => new Date()): HealthChecks {
  const certificate = settings.siteUrl === undefined ? undefined : certificateCheck(settings.siteUrl);
  const mail = settings.smtpUrl === undefined ? undefined : mailCheck(settings.smtpUrl);
  return {
    async run() {
      const now = clock();
      const { statusDir, publishStatus, disks } = settings;
      const timed = (what: string, work: () => Promise<CheckResult>, ms = CHECK_TIMEOUT_MS) => withinTime(work, ms, what);
      const [database, outbox, smtp, backup, restoreTest, publication, disk, tls] = await Promise.all([
        timed('database', () => checkDatabase(db)),
        timed('outbox', () => checkOutbox(db, now)),
        mail === undefined ? NOT_CONFIGURED : timed('mail', () => mail.check(now), MAIL_TIMEOUT_MS),
        statusDir === undefined ? NOT_CONFIGURED : timed('backup', () => checkJobStatus(statusDir, BACKUP_STATUS, now)),
        statusDir === undefined ? NOT_CONFIGURED : timed('restore test', () => checkJobStatus(statusDir, RESTORE_TEST_STATUS, now)),
        publishStatus === undefined ? NOT_CONFIGURED : timed('publication', () => checkPublication(publishStatus, now)),
        disks === undefined ? NOT_CONFIGURED : timed('disk', () => checkDisks(disks)),
        certificate === undefined ? NOT_CONFIGURED : timed('certificate', () => certificate.check(now), CERTIFICATE_TIMEOUT_MS),
      ]);
      const checks = { database, outbox, mail: smtp, backup, restoreTest, publication, disk, certificate: tls } satisfies Record<CheckName, CheckResult>;
      return { ok: Object.values(checks).every((check) => !check.configured || check.ok), checkedAt: now, checks };
    },
  };
}

export interface PublicHealth {
  status: 'ok' | 'failing';
  checkedAt: string;
  checks: Record<CheckName, { configured: false } | ({ status: 'ok' | 'failing'; problem?: string } & Record<string, Fact>)>;
}

/** what /healthz answers: the facts and the fixed problem texts, never a check's detail */
export function publicHealth(report: HealthReport): PublicHealth {
  const checks = {} as PublicHealth['checks'];
  for (const name of CHECK_NAMES) {
    const check = report.checks[name];
    checks[name] = !check.configured
      ? { configured: false }
      : { status: check.ok ? 'ok' : 'failing', ...(check.problem === undefined ? {} : { problem: check.problem }), ...check.facts };
  }
  return { status: report.ok ? 'ok' : 'failing', checkedAt: report.checkedAt.toISOString(), checks };
}
