import type { Queryable } from '../database/database.ts';
import { failing, messageOf, passing, type CheckResult } from './check-result.ts';

// The notices still to e-mail and how long the oldest has waited. The back-off logs a STUCK line
// after 6 failed sends, about 16 minutes in (deliver-notices.ts); half an hour means the clinic
// has not heard of a family's request for that long.

const OUTBOX_OLDEST_LIMIT_SECONDS = 30 * 60;

export async function checkOutbox(db: Queryable, now: Date): Promise<CheckResult> {
  let row: { waiting: number; oldest: Date | null } | undefined;
  try {
    [row] = (await db.query<{ waiting: number; oldest: Date | null }>('SELECT count(*)::int AS waiting, min(created_at) AS oldest FROM outbox')).rows;
  } catch (error) {
    return failing('the database does not answer', `outbox: ${messageOf(error)}`);
  }
  const waiting = row?.waiting ?? 0;
  const oldestSeconds = row?.oldest ? Math.max(0, Math.round((now.getTime() - new Date(row.oldest).getTime()) / 1000)) : null;
  const facts = { undelivered: waiting, oldestAgeSeconds: oldestSeconds };
  if (oldestSeconds !== null && oldestSeconds > OUTBOX_OLDEST_LIMIT_SECONDS)
    return failing('notices are not going out', `outbox: ${waiting} notice(s) not delivered, the oldest waiting ${Math.round(oldestSeconds / 60)} min`, facts);
  return passing(facts);
}
