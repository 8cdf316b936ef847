// Deletion of the stored forms (152-ФЗ art. 21: personal data are destroyed when the purpose is
// reached or consent is withdrawn): after the retention period, counted from the delivery of the
// notice e-mail, or — for one whose notice never went out (the mail server refused it for the
// whole period) — counted from its arrival, so no form is kept without a limit; or at once on
// the person's request, found by the reference they were given or by their phone number (its HMAC:
// nothing is decrypted to find it). Each deleted submission leaves one deletion_log row — its
// reference, the time and the reason, nothing of the person — written by the same statement that
// deletes it. Its outbox row goes with it (ON DELETE CASCADE).
import type { Queryable } from '../database/database.ts';

const DAY_MS = 86_400_000;

/**
 * deletes the submissions delivered more than deliveredDaysAgo days before now, and those never
 * delivered that arrived more than that many days before now; how many
 */
export async function deleteExpired(db: Queryable, options: { deliveredDaysAgo: number; now: Date }): Promise<number> {
  if (!(options.deliveredDaysAgo >= 0)) throw new Error('deliveredDaysAgo must be a number of days, 0 or more');
  const cutoff = new Date(options.now.getTime() - options.deliveredDaysAgo * DAY_MS);
  return deleteLogged(db, '(delivered_at < $1 OR (delivered_at IS NULL AND received_at < $1))', cutoff, options.now, 'retention');
}

export type DeletionRequest = { reference: string } | { phone: string };

/** deletes one person's submissions on request (withdrawal of consent); how many (0: none found) */
export async function deleteOnRequest(
  db: Queryable,
  request: DeletionRequest,
  hmac: { phoneHmac(phone: string): string },
  now: Date = new Date(),
): Promise<number> {
  if ('reference' in request) return deleteLogged(db, 'reference = $1', request.reference.trim(), now, 'withdrawal');
  return deleteLogged(db, 'phone_hmac = $1', hmac.phoneHmac(request.phone), now, 'withdrawal');
}

/** one statement: the rows deleted and their log written together, or neither */
async function deleteLogged(db: Queryable, where: string, value: unknown, now: Date, reason: 'retention' | 'withdrawal'): Promise<number> {
  const result = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM submissions WHERE ${where} RETURNING reference),
          logged AS (INSERT INTO deletion_log (reference, deleted_at, reason) SELECT reference, $2, $3 FROM gone RETURNING 1)
     SELECT count(*)::int AS n FROM logged`,
    [value, now, reason],
  );
  return result.rows[0]?.n ?? 0;
}
