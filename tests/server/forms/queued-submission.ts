import type { FormName } from '../../../common/forms/form-definitions.ts';
import type { FieldCipher } from '../../../server/forms/cipher/field-cipher.ts';
import type { Database, Queryable } from '../../../server/forms/database/database.ts';
import { storeSubmission } from '../../../server/forms/submissions/store-submission.ts';
import { cipherContext } from '../../../server/forms/submissions/cipher-context.ts';

// A submission stored by the storage's own storeSubmission (its row and its outbox row, in one
// transaction), with the reference a test names. What storeSubmission would never write — a notice
// it refuses, bytes that are not a notice, a retired key, a later try or an older queue time — is
// set afterwards by an UPDATE, as a damaged or aged row would look.

export interface QueuedSubmission {
  /** 'К-000042': the form's reference sequence is set so that storeSubmission hands out this one */
  reference: string;
  form: FormName;
  /** every field as sent (encrypted into fields_cipher, which the outbox must never read) */
  fields?: Record<string, string>;
  /** what the e-mail may say; encrypted into notice_cipher (by an UPDATE when storeSubmission refuses it) */
  notice: Record<string, string>;
  /** the notice's encrypted bytes as they are, instead of `notice` */
  noticeCipher?: Uint8Array;
  /** the key id the row names instead of the one that encrypted it */
  keyId?: string;
  receivedAt: Date;
  /** when the outbox row was written; receivedAt by default */
  queuedAt?: Date;
  /** receivedAt by default: due at once */
  nextAttemptAt?: Date;
}

const REFERENCE = /^[КА]-(\d+)$/;
/** the notice fields storeSubmission lets each form's notice carry */
const STORABLE_NOTICE: Record<FormName, readonly string[]> = { callback: ['name', 'phone'], anket: [] };

export async function queueSubmission(db: Database, cipher: FieldCipher, submission: QueuedSubmission): Promise<void> {
  const number = REFERENCE.exec(submission.reference)?.[1];
  if (number === undefined) throw new Error(`${submission.reference} is not a reference`);
  await db.query('SELECT setval($1::regclass, $2, false)', [`submission_reference_${submission.form}`, Number(number)]);
  const storable = Object.keys(submission.notice).every((name) => STORABLE_NOTICE[submission.form].includes(name));
  const stored = await storeSubmission(db, cipher, {
    form: submission.form,
    idempotencyKey: `key-${submission.reference}`,
    fields: submission.fields ?? {},
    notice: storable ? submission.notice : {},
    consent: { textVersion: 'consent-hash', policyVersion: 'policy-hash', at: submission.receivedAt },
    client: { address: '192.0.2.10', userAgent: 'test-agent' },
    receivedAt: submission.receivedAt,
  });
  if (stored.reference !== submission.reference || stored.duplicate) throw new Error(`stored as ${stored.reference}, not ${submission.reference}`);
  const noticeCipher =
    submission.noticeCipher ?? (storable ? undefined : cipher.encryptJson(submission.notice, cipherContext('notice', `key-${submission.reference}`)).data);
  if (noticeCipher !== undefined) {
    await db.query('UPDATE submissions SET notice_cipher = $2 WHERE reference = $1', [submission.reference, noticeCipher]);
  }
  if (submission.keyId !== undefined) await db.query('UPDATE submissions SET key_id = $2 WHERE reference = $1', [submission.reference, submission.keyId]);
  if (submission.queuedAt !== undefined || submission.nextAttemptAt !== undefined) {
    await db.query(
      `UPDATE outbox SET created_at = $2, next_attempt_at = $3
        WHERE submission_id = (SELECT id FROM submissions WHERE reference = $1)`,
      [submission.reference, submission.queuedAt ?? submission.receivedAt, submission.nextAttemptAt ?? submission.receivedAt],
    );
  }
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
