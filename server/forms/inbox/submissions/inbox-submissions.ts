// The submissions as the inbox reads and works them: decrypted here, on the server, for a
// coordinator with a session (the routes check that and write the audit log). The list is
// filtered by form and status in SQL; the search by name or phone runs over the decrypted rows,
// since nothing readable is stored to search in — the retention period keeps that a few thousand
// rows at most.
import type { FormName } from '../../../../common/forms/form-definitions.ts';
import { contactOf, fieldRows, matchesQuery, type FieldRow } from './submission-view.ts';
import { cipherContext, deleteOnRequest, type Database, type EncryptedColumn, type FieldCipher, type Queryable } from '../../store.ts';

export const SUBMISSION_STATUSES = ['new', 'in_work', 'done'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const NOTE_MAX_CHARS = 500;

export interface SubmissionSummary {
  reference: string;
  form: FormName;
  receivedAt: Date;
  status: SubmissionStatus;
  name: string;
  phone: string;
}

export interface SubmissionDetail extends SubmissionSummary {
  rows: FieldRow[];
  note: string;
  statusChangedAt: Date | null;
  consent: { textVersion: string; policyVersion: string; at: Date; clientAddress: string; userAgent: string };
  notice: { deliveredAt: Date | null; attempts: number; lastError: string | null; nextAttemptAt: Date | null };
}

interface Row {
  id: number;
  reference: string;
  form: FormName;
  idempotency_key: string;
  received_at: Date;
  status: SubmissionStatus;
  key_id: string;
  fields_cipher: Uint8Array;
}

function summarize(row: Row, cipher: FieldCipher): SubmissionSummary & { rows: FieldRow[] } {
  const fields = cipher.decryptJson<Record<string, string>>(row.fields_cipher, row.key_id, cipherContext('fields', row.idempotency_key));
  const rows = fieldRows(row.form, fields);
  return { reference: row.reference, form: row.form, receivedAt: row.received_at, status: row.status, ...contactOf(row.form, rows), rows };
}

export interface ListFilter {
  form?: FormName | undefined;
  status?: SubmissionStatus | undefined;
  query?: string | undefined;
}

/** newest first, at most `limit`; how many match in all */
export async function listSubmissions(
  db: Queryable,
  cipher: FieldCipher,
  filter: ListFilter,
  limit: number,
): Promise<{ items: SubmissionSummary[]; total: number }> {
  const { rows } = await db.query<Row>(
    `SELECT id, reference, form, idempotency_key, received_at, status, key_id, fields_cipher FROM submissions
      WHERE ($1::text IS NULL OR form = $1) AND ($2::text IS NULL OR status = $2)
      ORDER BY received_at DESC, id DESC`,
    [filter.form ?? null, filter.status ?? null],
  );
  const matching: SubmissionSummary[] = [];
  for (const row of rows) {
    const { rows: _rows, ...summary } = summarize(row, cipher);
    if (matchesQuery(summary, filter.query ?? '')) matching.push(summary);
  }
  return { items: matching.slice(0, limit), total: matching.length };
}

export async function countNew(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM submissions WHERE status = 'new'");
  return rows[0]?.n ?? 0;
}

export async function readSubmission(db: Queryable, cipher: FieldCipher, reference: string): Promise<SubmissionDetail | undefined> {
  const { rows } = await db.query<
    Row & {
      note_cipher: Uint8Array | null;
      status_changed_at: Date | null;
      consent_text_version: string;
      policy_version: string;
      consent_at: Date;
      client_address: string;
      user_agent: string;
      delivered_at: Date | null;
      attempts: number | null;
      last_error: string | null;
      next_attempt_at: Date | null;
    }
  >(
    `SELECT s.*, o.attempts, o.last_error, o.next_attempt_at
       FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id
      WHERE s.reference = $1`,
    [reference],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...summarize(row, cipher),
    note: row.note_cipher ? cipher.decrypt(row.note_cipher, row.key_id, cipherContext('note', row.idempotency_key)) : '',
    statusChangedAt: row.status_changed_at,
    consent: {
      textVersion: row.consent_text_version,
      policyVersion: row.policy_version,
      at: row.consent_at,
      clientAddress: row.client_address,
      userAgent: row.user_agent,
    },
    notice: { deliveredAt: row.delivered_at, attempts: row.attempts ?? 0, lastError: row.last_error, nextAttemptAt: row.next_attempt_at },
  };
}

/** false when there is no such submission */
export async function setStatus(db: Queryable, reference: string, status: SubmissionStatus, now: Date): Promise<boolean> {
  const { rows } = await db.query('UPDATE submissions SET status = $2, status_changed_at = $3 WHERE reference = $1 RETURNING id', [reference, status, now]);
  return rows.length > 0;
}

/**
 * the note, encrypted as the row's other values are and under the same key: a row still under an
 * older key is moved to the current one with it, in one transaction. An empty note removes it.
 * False when there is no such submission.
 */
export async function setNote(db: Database, cipher: FieldCipher, reference: string, note: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ idempotency_key: string; key_id: string; fields_cipher: Uint8Array; notice_cipher: Uint8Array }>(
      'SELECT idempotency_key, key_id, fields_cipher, notice_cipher FROM submissions WHERE reference = $1 FOR UPDATE',
      [reference],
    );
    const row = rows[0];
    if (!row) return false;
    const context = (column: EncryptedColumn) => cipherContext(column, row.idempotency_key);
    const sealed = note.trim() === '' ? null : cipher.encrypt(note, context('note')).data;
    if (row.key_id === cipher.currentKeyId) {
      await tx.query('UPDATE submissions SET note_cipher = $2 WHERE reference = $1', [reference, sealed]);
      return true;
    }
    const fields = cipher.encrypt(cipher.decrypt(row.fields_cipher, row.key_id, context('fields')), context('fields'));
    const notice = cipher.encrypt(cipher.decrypt(row.notice_cipher, row.key_id, context('notice')), context('notice'));
    await tx.query('UPDATE submissions SET note_cipher = $2, fields_cipher = $3, notice_cipher = $4, key_id = $5 WHERE reference = $1', [
      reference,
      sealed,
      fields.data,
      notice.data,
      cipher.currentKeyId,
    ]);
    return true;
  });
}

/** deletes it on the family's request (withdrawal of consent); the deletion log keeps the reference */
export async function deleteSubmission(db: Queryable, reference: string, now: Date): Promise<boolean> {
  const deleted = await deleteOnRequest(db, { reference }, { phoneHmac: () => '' }, now);
  return deleted > 0;
}
