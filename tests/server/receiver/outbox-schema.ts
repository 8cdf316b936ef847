import type { Queryable } from '../../../server/receiver/outbox/database-port.ts';

// The tables of the receiver's first migration (001) as the shared design sets them out, for the
// outbox's tests until the migrations themselves are in this tree. One statement per query:
// PGlite's query() takes a single statement.

const OUTBOX_SCHEMA = [
  `CREATE TABLE submissions (
    id            bigserial PRIMARY KEY,
    reference     text NOT NULL UNIQUE,
    form          text NOT NULL CHECK (form IN ('callback', 'anket')),
    idempotency_key text NOT NULL UNIQUE,
    received_at   timestamptz NOT NULL,
    fields_cipher bytea NOT NULL,
    key_id        text NOT NULL,
    notice_cipher bytea NOT NULL,
    phone_hmac    text,
    consent_text_version   text NOT NULL,
    policy_version         text NOT NULL,
    consent_at    timestamptz NOT NULL,
    client_address text NOT NULL,
    user_agent    text NOT NULL,
    delivered_at  timestamptz
  )`,
  `CREATE TABLE outbox (
    submission_id bigint PRIMARY KEY REFERENCES submissions(id) ON DELETE CASCADE,
    attempts      integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    last_error    text,
    created_at    timestamptz NOT NULL
  )`,
  `CREATE TABLE deletion_log (
    id bigserial PRIMARY KEY,
    reference text NOT NULL,
    deleted_at timestamptz NOT NULL,
    reason text NOT NULL CHECK (reason IN ('retention', 'withdrawal'))
  )`,
];

export async function createOutboxSchema(db: Queryable): Promise<void> {
  for (const statement of OUTBOX_SCHEMA) await db.query(statement);
}

export async function emptyOutboxTables(db: Queryable): Promise<void> {
  await db.query('TRUNCATE submissions, outbox, deletion_log RESTART IDENTITY CASCADE');
}
