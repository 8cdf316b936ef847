// Failed logins are counted per login typed and per client address, in the database (every
// receiver process sees the same counts; a restart forgets nothing): 5 failures for one login or 20
// from one address within 15 minutes lock it for 15 minutes. A login that does not exist is counted
// and locked the same way, so the answer never tells whether an account exists. A success clears
// the login's count, not the address's.
import type { Queryable } from '../../store.ts';

const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const MAX_FAILURES_PER_LOGIN = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const loginSubject = (login: string) => `login:${login.trim().toLowerCase().slice(0, 100)}`;
export const addressSubject = (address: string) => `address:${address}`;

/** when the first of the subjects still locked is free again, or undefined when none is locked */
export async function lockedUntil(db: Queryable, subjects: string[], now: Date): Promise<Date | undefined> {
  const { rows } = await db.query<{ until: Date | null }>(
    'SELECT max(locked_until) AS until FROM login_throttle WHERE subject = ANY($1) AND locked_until > $2',
    [subjects, now],
  );
  return rows[0]?.until ?? undefined;
}

/** counts a failure for each subject; locks those that reach their limit */
export async function recordFailure(db: Queryable, subjects: { subject: string; limit: number }[], now: Date): Promise<void> {
  for (const { subject, limit } of subjects) {
    await db.query(
      `INSERT INTO login_throttle AS t (subject, failures, window_start) VALUES ($1, 1, $2)
       ON CONFLICT (subject) DO UPDATE SET
         failures     = CASE WHEN t.window_start < $3 THEN 1 ELSE t.failures + 1 END,
         window_start = CASE WHEN t.window_start < $3 THEN $2 ELSE t.window_start END`,
      [subject, now, new Date(now.getTime() - WINDOW_MS)],
    );
    await db.query('UPDATE login_throttle SET locked_until = $3, failures = 0, window_start = $2 WHERE subject = $1 AND failures >= $4', [
      subject,
      now,
      new Date(now.getTime() + LOCK_MS),
      limit,
    ]);
  }
}

export async function clearFailures(db: Queryable, subject: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE subject = $1', [subject]);
}
