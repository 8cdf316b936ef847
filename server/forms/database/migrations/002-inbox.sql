-- The coordinators' inbox (docs/inbox.md): the work on each submission, the staff accounts, their
-- sessions, the login throttle and the audit log. Kept to PostgreSQL 15.

-- what a coordinator did with a submission: its status and a short note (encrypted as the fields
-- are, with the row's key_id: a note may say «ждём выписки»)
ALTER TABLE submissions
  ADD COLUMN status            text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_work', 'done')),
  ADD COLUMN status_changed_at timestamptz,
  ADD COLUMN note_cipher       bytea;
CREATE INDEX submissions_status_received ON submissions (status, received_at DESC);
CREATE INDEX submissions_received ON submissions (received_at DESC, id DESC);

-- created by `npm run staff`, never by a sign-up
CREATE TABLE staff_accounts (
  id                bigserial PRIMARY KEY,
  login             text NOT NULL UNIQUE CHECK (login ~ '^[a-z0-9._-]{2,40}$'),
  display_name      text NOT NULL,
  role              text NOT NULL CHECK (role IN ('coordinator', 'admin')),
  -- scrypt$N$r$p$salt$hash (server/forms/inbox/accounts/password-hash.ts)
  password_hash     text NOT NULL,
  -- the TOTP secret, encrypted by the field cipher (context totp:<login>); required for admins
  totp_cipher       bytea,
  totp_key_id       text,
  -- the last 30-second step a code was accepted for: a code is never accepted twice
  totp_last_step    bigint,
  created_at        timestamptz NOT NULL,
  disabled_at       timestamptz,
  last_login_at     timestamptz
);

-- a session is known by the SHA-256 of its cookie's value: a copy of this table logs nobody in
CREATE TABLE staff_sessions (
  token_hash    text PRIMARY KEY,
  account_id    bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  csrf_token    text NOT NULL,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  client_address text NOT NULL,
  user_agent    text NOT NULL
);
CREATE INDEX staff_sessions_account ON staff_sessions (account_id);

-- failed logins counted per login typed and per client address, whether the account exists or not
CREATE TABLE login_throttle (
  subject       text PRIMARY KEY,
  failures      integer NOT NULL,
  window_start  timestamptz NOT NULL,
  locked_until  timestamptz
);

-- every access to personal data and every login; apart from the submissions (no foreign key): a
-- deleted submission's entries stay
CREATE TABLE audit_log (
  id             bigserial PRIMARY KEY,
  at             timestamptz NOT NULL,
  -- the login of the account acting, or the login typed for a failed attempt
  actor          text NOT NULL,
  action         text NOT NULL,
  reference      text,
  detail         text,
  client_address text NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_reference ON audit_log (reference) WHERE reference IS NOT NULL;
