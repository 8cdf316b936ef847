// Stores one submitted form before the visitor is told it was received: in ONE transaction the
// submission (its fields and its notice encrypted, the consent it was sent under) and its outbox
// row, from which the notice e-mail is delivered (server/forms/outbox/). Either both are
// committed or neither: a failure leaves nothing behind.
//
// Idempotent on the browser's key: a resend (a retry after a lost answer, a double click) stores
// nothing and answers the first reference with duplicate: true. The UNIQUE constraint decides, not
// a prior SELECT, so two sends at the same moment also store one row: the second INSERT waits for
// the first transaction and then does nothing (ON CONFLICT DO NOTHING), and reads its reference.
import type { FormName } from '../../../common/forms/form-definitions.ts';
import type { FieldCipher } from '../cipher/field-cipher.ts';
import type { Database, Queryable } from '../database/database.ts';
import { cipherContext } from './cipher-context.ts';

export interface SubmissionInput {
  form: FormName;
  idempotencyKey: string;
  /** every field as sent: encrypted whole */
  fields: Record<string, string>;
  /** what the clinic's e-mail may say: callback {name, phone}; anket {} — never health data */
  notice: Record<string, string>;
  /** looked up by its HMAC for a deletion on request */
  phone?: string;
  /**
   * the texts as built when it arrived; `ticked`: the form sent its consent tick (the anket must);
   * `health`: the separate consent to the health data the anket carried, by page and edition
   */
  consent: { textVersion: string; policyVersion: string; at: Date; ticked?: boolean; health?: { document: string; version: string } };
  client: { address: string; userAgent: string };
  receivedAt: Date;
}

export interface StoredSubmission {
  reference: string;
  duplicate: boolean;
}

/** the reference's letter (Cyrillic: coordinators read it aloud) and the sequence that numbers it */
const REFERENCES: Record<FormName, { prefix: string; sequence: string }> = {
  callback: { prefix: 'К', sequence: 'submission_reference_callback' },
  anket: { prefix: 'А', sequence: 'submission_reference_anket' },
};
/** the only notice fields each form's e-mail may carry */
const NOTICE_FIELDS: Record<FormName, readonly string[]> = { callback: ['name', 'phone'], anket: [] };
const MAX_KEY_LENGTH = 200;

export class IdempotencyConflictError extends Error {}

/** 'К-000042': six digits at least, more when the sequence passes 999999 (never cut) */
export function formatReference(form: FormName, number: number): string {
  return `${REFERENCES[form].prefix}-${String(number).padStart(6, '0')}`;
}

export async function storeSubmission(db: Database, cipher: FieldCipher, input: SubmissionInput): Promise<StoredSubmission> {
  check(input);
  // encrypted before the transaction: nothing slow holds its locks
  const fields = cipher.encryptJson(input.fields, cipherContext('fields', input.idempotencyKey));
  const notice = cipher.encryptJson(input.notice, cipherContext('notice', input.idempotencyKey));
  const phoneHmac = input.phone ? cipher.phoneHmac(input.phone) : null;
  return db.transaction(async (tx) => {
    const next = await tx.query<{ n: number }>('SELECT nextval($1::regclass) AS n', [REFERENCES[input.form].sequence]);
    const number = next.rows[0]?.n;
    if (number === undefined) throw new Error('nextval answered no row');
    const reference = formatReference(input.form, number);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO submissions (reference, form, idempotency_key, received_at, fields_cipher, key_id, notice_cipher, phone_hmac,
         consent_text_version, policy_version, consent_at, client_address, user_agent,
         consent_ticked, health_consent_document, health_consent_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [
        reference,
        input.form,
        input.idempotencyKey,
        input.receivedAt,
        fields.data,
        fields.keyId,
        notice.data,
        phoneHmac,
        input.consent.textVersion,
        input.consent.policyVersion,
        input.consent.at,
        input.client.address,
        input.client.userAgent,
        input.consent.ticked ?? false,
        input.consent.health?.document ?? null,
        input.consent.health?.version ?? null,
      ],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) return firstReference(tx, input);
    await tx.query('INSERT INTO outbox (submission_id, next_attempt_at, created_at) VALUES ($1, $2, $2)', [id, input.receivedAt]);
    return { reference, duplicate: false };
  });
}

/** the submission stored first under this key (committed: the conflicting INSERT waited for it) */
async function firstReference(tx: Queryable, input: SubmissionInput): Promise<StoredSubmission> {
  const first = await tx.query<{ reference: string; form: string }>('SELECT reference, form FROM submissions WHERE idempotency_key = $1', [
    input.idempotencyKey,
  ]);
  const row = first.rows[0];
  // deleted between the conflict and this read (a withdrawal at that very moment): no reference to give
  if (!row) throw new Error('the submission of this idempotency key was deleted while it was being stored again');
  if (row.form !== input.form) throw new IdempotencyConflictError(`idempotency key already used by a ${row.form} submission`);
  return { reference: row.reference, duplicate: true };
}

function check(input: SubmissionInput): void {
  if (!(input.form in REFERENCES)) throw new Error(`unknown form ${String(input.form)}`);
  if (input.idempotencyKey.length === 0 || input.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new Error(`the idempotency key must have 1 to ${MAX_KEY_LENGTH} characters`);
  }
  const allowed = NOTICE_FIELDS[input.form];
  const extra = Object.keys(input.notice).filter((name) => !allowed.includes(name));
  // the e-mail leaves the clinic's server: a field beyond these could be health data
  if (extra.length > 0) throw new Error(`the ${input.form} notice may not carry ${extra.join(', ')}`);
}
