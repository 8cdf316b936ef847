-- The form receiver's tables (docs: the shared design of the receiver). Kept to PostgreSQL 15.
-- Every field of a form is encrypted by the application (AES-256-GCM, server/forms/cipher/) before
-- it reaches these tables: a copy of the database holds no readable health data.

-- one submitted form, with the consent it was sent under (152-ФЗ art. 9: proof of consent)
CREATE TABLE submissions (
  id              bigserial PRIMARY KEY,
  -- shown to coordinators and in the notice e-mail: 'К-000042' (callback), 'А-000042' (anket)
  reference       text NOT NULL UNIQUE,
  form            text NOT NULL CHECK (form IN ('callback', 'anket')),
  -- from the browser, one per submission: a resend stores nothing new
  idempotency_key text NOT NULL UNIQUE,
  received_at     timestamptz NOT NULL,
  -- AES-256-GCM (iv | ciphertext | tag) of the JSON of every field as sent
  fields_cipher   bytea NOT NULL,
  -- the key that encrypted fields_cipher and notice_cipher
  key_id          text NOT NULL,
  -- encrypted JSON of what the e-mail may say: callback {name, phone}; anket {}
  notice_cipher   bytea NOT NULL,
  -- HMAC-SHA256 (hex) of the phone's digits: finds it for a deletion on request without decrypting
  phone_hmac      text,
  -- hashes of /consent and /privacy-policy as built when the visitor agreed
  consent_text_version text NOT NULL,
  policy_version  text NOT NULL,
  consent_at      timestamptz NOT NULL,
  client_address  text NOT NULL,
  user_agent      text NOT NULL,
  -- set when its notice e-mail went out; the retention period counts from it
  delivered_at    timestamptz
);
CREATE INDEX submissions_phone_hmac ON submissions (phone_hmac) WHERE phone_hmac IS NOT NULL;
CREATE INDEX submissions_delivered_at ON submissions (delivered_at) WHERE delivered_at IS NOT NULL;

-- the reference numbers, one sequence per form
CREATE SEQUENCE submission_reference_callback;
CREATE SEQUENCE submission_reference_anket;

-- a notice e-mail still to send; committed in the same transaction as its submission
CREATE TABLE outbox (
  submission_id   bigint PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error      text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX outbox_next_attempt_at ON outbox (next_attempt_at);

-- what was deleted, when and why — the reference only, nothing of the person
CREATE TABLE deletion_log (
  id         bigserial PRIMARY KEY,
  reference  text NOT NULL,
  deleted_at timestamptz NOT NULL,
  reason     text NOT NULL CHECK (reason IN ('retention', 'withdrawal'))
);
