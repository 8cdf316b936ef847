import type { FormName } from '../../../common/forms/form-definitions.ts';
import type { FieldCipher } from '../cipher/field-cipher.ts';
import type { Database, Queryable } from '../database/database.ts';
import { composeNoticeMail } from './notice-mail.ts';
import type { NoticeMailer } from './notice-transport.ts';
import { retryDelayMs } from './retry-backoff.ts';
import { cipherContext } from '../submissions/cipher-context.ts';

// Sends the clinic's notice e-mails waiting in the outbox.
//
// Guarantee: AT LEAST ONCE, with at most one duplicate per crash.
// Each notice is sent inside its own transaction, which holds the lock on the notice's outbox row
// (SELECT … FOR UPDATE SKIP LOCKED) from the claim, across the SMTP send, to the COMMIT that sets
// submissions.delivered_at and deletes the row:
// - never lost: the row goes only in the commit that records the delivery, and only after the SMTP
//   server accepted the message; a failed send keeps it, with a later next_attempt_at;
// - never sent twice at once: a second worker (another process, another connection) skips a
//   locked row, and by the time the lock is released the row is gone;
// - one duplicate per crash: if the process or its database connection dies after the SMTP server
//   accepted the mail and before the COMMIT, the transaction rolls back, the row is still due and
//   the next run sends it again. The same holds when the server accepted a message but its answer
//   was lost (a timeout counts as a failure). A duplicate carries the same reference, so the
//   clinic sees it is the same request.
// One notice per transaction (rather than a batch per transaction) is what bounds a crash to one
// duplicate, and keeps a row locked only while its own mail is in flight.
// Sending after the commit instead would make it at most once: a crash there loses a notice.
// The transaction stays open for one SMTP exchange (bounded by notice-transport.ts's timeouts); a
// server idle_in_transaction_session_timeout shorter than that would end the session mid-send and
// turn into the crash case above.
//
// A failed send waits (retry-backoff.ts); after a long mail-server outage that wait reaches an
// hour. So when a notice goes out again, the others that failed only because the mail server did
// (last_error "mail server: …", not a notice that cannot be read) are due at once: a callback
// request is not left for the hour the back-off had reached.

export interface DeliveryOptions {
  /** the clinic's address the notices go to */
  clinicAddress: string;
  /** the sender of the notices */
  from: string;
  /** the clinic's IANA time zone for the time received, e.g. 'Europe/Moscow' */
  timeZone: string;
  /** the run's clock: what is due, the back-off and delivered_at are measured from it */
  now?: Date;
  /** notices sent at most in one run */
  batch?: number;
  /** a notice that failed this many times is reported as stuck */
  stuckAfterAttempts?: number;
  /** a notice waiting this long since it was queued is reported as stuck when its send fails */
  stuckAfterMs?: number;
  /** where a stuck notice is reported; console.error, so the server's log shows it */
  reportStuck?: (message: string) => void;
  /** where a failed send that is not stuck yet is reported; nowhere by default */
  reportFailure?: (message: string) => void;
}

export interface DeliveryReport {
  /** the references whose notice went out in this run */
  delivered: string[];
  /** the references whose send failed in this run (each kept for a later try) */
  failed: string[];
}

export const DEFAULT_BATCH = 20;
/** what recordFailure writes before a send's own failure, as against a notice that cannot be read or composed */
const MAIL_SERVER_FAILURE = 'mail server: ';
/** 6 failures: the 30 s back-off has reached its 6th try, about 16 minutes after the first */
const DEFAULT_STUCK_AFTER_ATTEMPTS = 6;
/** a callback request an hour old whose notice still fails is worth an alarm */
const DEFAULT_STUCK_AFTER_MS = 60 * 60_000;
/** last_error is for a person reading the table, not a full trace */
const LAST_ERROR_MAX_LENGTH = 500;

interface ClaimedNotice {
  submission_id: string;
  attempts: number;
  created_at: Date;
  reference: string;
  form: FormName;
  received_at: Date;
  notice_cipher: Uint8Array;
  idempotency_key: string;
  key_id: string;
}

// Locks only the outbox row (OF o): the submission row is updated at the end, in the same transaction.
const CLAIM_DUE_NOTICE = `
  SELECT o.submission_id::text AS submission_id, o.attempts, o.created_at,
         s.reference, s.form, s.received_at, s.notice_cipher, s.key_id, s.idempotency_key
    FROM outbox o
    JOIN submissions s ON s.id = o.submission_id
   WHERE o.next_attempt_at <= $1
   ORDER BY o.next_attempt_at, o.submission_id
   LIMIT 1
     FOR UPDATE OF o SKIP LOCKED`;

export async function deliverDue(db: Database, cipher: FieldCipher, mailer: NoticeMailer, options: DeliveryOptions): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? DEFAULT_BATCH;
  const report: DeliveryReport = { delivered: [], failed: [] };
  for (let sent = 0; sent < batch; sent++) {
    const outcome = await db.transaction((tx) => deliverOne(tx, cipher, mailer, options, now));
    if (outcome === undefined) break;
    (outcome.delivered ? report.delivered : report.failed).push(outcome.reference);
    if (outcome.delivered && report.delivered.length === 1) await dueAgainNow(db, now);
  }
  return report;
}

/** the mail server answers again: what waited for it is due now (rows another worker holds are skipped) */
async function dueAgainNow(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `UPDATE outbox SET next_attempt_at = $1
      WHERE submission_id IN (SELECT submission_id FROM outbox WHERE next_attempt_at > $1 AND starts_with(last_error, $2) FOR UPDATE SKIP LOCKED)`,
    [now, MAIL_SERVER_FAILURE],
  );
}

async function deliverOne(
  tx: Queryable,
  cipher: FieldCipher,
  mailer: NoticeMailer,
  options: DeliveryOptions,
  now: Date,
): Promise<{ reference: string; delivered: boolean } | undefined> {
  const [claimed] = (await tx.query<ClaimedNotice>(CLAIM_DUE_NOTICE, [now])).rows;
  if (claimed === undefined) return undefined;
  let mail: ReturnType<typeof composeNoticeMail>;
  try {
    mail = composeNoticeMail({
      form: claimed.form,
      reference: claimed.reference,
      receivedAt: claimed.received_at,
      notice: readNotice(cipher, claimed),
      timeZone: options.timeZone,
    });
  } catch (error) {
    await recordFailure(tx, claimed, describeError(error), options, now);
    return { reference: claimed.reference, delivered: false };
  }
  try {
    await mailer.sendMail({ from: options.from, to: options.clinicAddress, ...mail });
  } catch (error) {
    await recordFailure(tx, claimed, MAIL_SERVER_FAILURE + describeError(error), options, now);
    return { reference: claimed.reference, delivered: false };
  }
  await tx.query('UPDATE submissions SET delivered_at = $2 WHERE id = $1', [claimed.submission_id, now]);
  await tx.query('DELETE FROM outbox WHERE submission_id = $1', [claimed.submission_id]);
  return { reference: claimed.reference, delivered: true };
}

/** the notice's JSON; a parse error must not quote it: it holds a name and a phone, and the message lands in last_error */
function readNotice(cipher: FieldCipher, claimed: ClaimedNotice): unknown {
  const text = cipher.decrypt(claimed.notice_cipher, claimed.key_id, cipherContext('notice', claimed.idempotency_key));
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('the decrypted notice is not JSON');
  }
}

async function recordFailure(tx: Queryable, claimed: ClaimedNotice, lastError: string, options: DeliveryOptions, now: Date): Promise<void> {
  const attempts = claimed.attempts + 1;
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
  await tx.query('UPDATE outbox SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE submission_id = $1', [
    claimed.submission_id,
    attempts,
    nextAttemptAt,
    lastError,
  ]);
  const waitedMs = now.getTime() - claimed.created_at.getTime();
  const stuck = attempts >= (options.stuckAfterAttempts ?? DEFAULT_STUCK_AFTER_ATTEMPTS) || waitedMs >= (options.stuckAfterMs ?? DEFAULT_STUCK_AFTER_MS);
  if (!stuck)
    options.reportFailure?.(
      `[receiver outbox] the notice of ${claimed.reference} was not sent (attempt ${attempts}, next try ${nextAttemptAt.toISOString()}): ${lastError}`,
    );
  if (stuck) {
    const report = options.reportStuck ?? console.error;
    report(
      `[receiver outbox] STUCK: the notice of ${claimed.reference} has not reached the clinic after ${attempts} attempts ` +
        `(queued ${Math.round(waitedMs / 60_000)} min ago, next try ${nextAttemptAt.toISOString()}): ${lastError}`,
    );
  }
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > LAST_ERROR_MAX_LENGTH ? message.slice(0, LAST_ERROR_MAX_LENGTH) + '…' : message;
}
