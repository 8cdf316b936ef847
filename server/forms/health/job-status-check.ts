import path from 'node:path';
import { z } from 'zod';
import { failing, passing, type CheckResult } from './check-result.ts';
import { readStatusFile } from './read-status-file.ts';

// The nightly backup and the weekly restore test (deploy/receiver/) each write a status file to
// RECEIVER_STATUS_DIR after every run: { ok, at, lastSuccessAt, error, …}. A check fails when
// the file is missing or unreadable, when the last run failed, or when the last success is older
// than the schedule allows: 26 h for the nightly backup (a night and some slack), 8 days for the
// weekly restore test.

const isoDate = z.string().refine((text) => !Number.isNaN(Date.parse(text)));
const jobStatusSchema = z.object({
  ok: z.boolean(),
  at: isoDate,
  lastSuccessAt: isoDate.nullable(),
  error: z.string().nullable().optional(),
});

export interface JobStatusCheck {
  /** the file's name in the status folder */
  file: string;
  /** what the detail calls it */
  what: string;
  maxAgeHours: number;
}

export const BACKUP_STATUS: JobStatusCheck = { file: 'backup.json', what: 'the backup', maxAgeHours: 26 };
export const RESTORE_TEST_STATUS: JobStatusCheck = { file: 'restore-test.json', what: 'the restore test', maxAgeHours: 8 * 24 };

const hoursBetween = (from: Date, to: Date) => Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 10) / 10;

export async function checkJobStatus(statusDir: string, job: JobStatusCheck, now: Date): Promise<CheckResult> {
  const read = await readStatusFile(path.join(statusDir, job.file));
  if (!read.found) return failing(`no ${job.what.replace(/^the /, '')} recorded`, `${job.what}: ${read.why}`);
  const parsed = jobStatusSchema.safeParse(read.value);
  if (!parsed.success) return failing(`no ${job.what.replace(/^the /, '')} recorded`, `${job.what}: ${path.join(statusDir, job.file)} is not a status record`);
  const status = parsed.data;
  const lastSuccess = status.lastSuccessAt === null ? null : new Date(status.lastSuccessAt);
  const ageHours = lastSuccess === null ? null : hoursBetween(lastSuccess, now);
  const facts = { lastSuccessAt: lastSuccess?.toISOString() ?? null, ageHours };
  if (!status.ok) return failing('the last run failed', `${job.what} of ${status.at} failed: ${status.error ?? 'no error given'}`, facts);
  if (ageHours === null || ageHours > job.maxAgeHours)
    return failing(
      'the last success is too old',
      `${job.what}: the last success ${ageHours === null ? 'never happened' : `was ${ageHours} h ago`} (at most ${job.maxAgeHours} h)`,
      facts,
    );
  return passing(facts);
}
