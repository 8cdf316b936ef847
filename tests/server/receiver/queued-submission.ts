import type { Queryable } from '../../../server/receiver/outbox/database-port.ts';
import type { ReceiverForm } from '../../../server/receiver/outbox/notice-mail.ts';
import { TEST_KEY_ID, testCipher } from './test-cipher.ts';

// A stored submission with its outbox row, written the way storeSubmission writes them, so the
// outbox can be tested before the storage code is in this tree.

export interface QueuedSubmission {
  reference: string;
  form: ReceiverForm;
  /** every field as sent (encrypted into fields_cipher, which the outbox must never read) */
  fields?: Record<string, string>;
  /** what the e-mail may say; its JSON text is encrypted into notice_cipher */
  notice: unknown;
  /** the notice's encrypted bytes as they are, instead of `notice` */
  noticeCipher?: Buffer;
  keyId?: string;
  receivedAt: Date;
  /** when the outbox row was written; receivedAt by default */
  queuedAt?: Date;
  /** receivedAt by default: due at once */
  nextAttemptAt?: Date;
}

export async function queueSubmission(db: Queryable, submission: QueuedSubmission): Promise<string> {
  const noticeCipher = submission.noticeCipher ?? testCipher.encrypt(JSON.stringify(submission.notice));
  const [row] = (
    await db.query<{ id: string }>(
      `INSERT INTO submissions (reference, form, idempotency_key, received_at, fields_cipher, key_id, notice_cipher,
                                consent_text_version, policy_version, consent_at, client_address, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'consent-hash', 'policy-hash', $4, '192.0.2.10', 'test-agent')
       RETURNING id::text AS id`,
      [
        submission.reference,
        submission.form,
        `key-${submission.reference}`,
        submission.receivedAt,
        testCipher.encrypt(JSON.stringify(submission.fields ?? {})),
        submission.keyId ?? TEST_KEY_ID,
        noticeCipher,
      ],
    )
  ).rows;
  if (row === undefined) throw new Error('the submission was not inserted');
  await db.query('INSERT INTO outbox (submission_id, next_attempt_at, created_at) VALUES ($1, $2, $3)', [
    row.id,
    submission.nextAttemptAt ?? submission.receivedAt,
    submission.queuedAt ?? submission.receivedAt,
  ]);
  return row.id;
}

export interface OutboxRow {
  reference: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
}

export async function readOutbox(db: Queryable): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT s.reference, o.attempts, o.next_attempt_at, o.last_error
       FROM outbox o JOIN submissions s ON s.id = o.submission_id ORDER BY s.reference`,
  );
  return rows;
}

export async function deliveredAt(db: Queryable, reference: string): Promise<Date | null> {
  const { rows } = await db.query<{ delivered_at: Date | null }>('SELECT delivered_at FROM submissions WHERE reference = $1', [reference]);
  return rows[0]?.delivered_at ?? null;
}
