// Server-side sessions (OWASP Session Management Cheat Sheet): the cookie holds 32 random bytes;
// the table holds their SHA-256, so a copy of it logs nobody in. A login always makes a new session
// (a session id planted before the login is never promoted: no fixation); a session ends after 30
// minutes without a request or 12 hours after the login, whichever comes first, and at logout.
// Each session has its own CSRF token, which every form that changes something sends back.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../store.ts';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often: a page of requests is not a page of writes */
const TOUCH_EVERY_MS = 60_000;
const USER_AGENT_MAX_CHARS = 512;

export interface Session {
  tokenHash: string;
  accountId: number;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

/** a new session for the account; answers the cookie's value (never stored) and the session */
export async function createSession(
  db: Queryable,
  accountId: number,
  client: { address: string; userAgent: string },
  now: Date,
): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const session: Session = { tokenHash: hashToken(token), accountId, csrfToken: randomToken(), createdAt: now, lastSeenAt: now };
  await db.query(
    `INSERT INTO staff_sessions (token_hash, account_id, csrf_token, created_at, last_seen_at, client_address, user_agent)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [session.tokenHash, accountId, session.csrfToken, now, client.address, client.userAgent.slice(0, USER_AGENT_MAX_CHARS)],
  );
  return { token, session };
}

/** the live session of a cookie's value, touched; an expired one is deleted and answers undefined */
export async function readSession(db: Queryable, token: string | undefined, now: Date): Promise<Session | undefined> {
  if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const { rows } = await db.query<{ account_id: number; csrf_token: string; created_at: Date; last_seen_at: Date }>(
    `SELECT s.account_id, s.csrf_token, s.created_at, s.last_seen_at
       FROM staff_sessions s JOIN staff_accounts a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND a.disabled_at IS NULL`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const idle = now.getTime() - row.last_seen_at.getTime();
  const age = now.getTime() - row.created_at.getTime();
  if (idle > IDLE_TIMEOUT_MS || age > ABSOLUTE_TIMEOUT_MS) {
    await endSession(db, tokenHash);
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) await db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, now]);
  return { tokenHash, accountId: row.account_id, csrfToken: row.csrf_token, createdAt: row.created_at, lastSeenAt: now };
}

export async function endSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [tokenHash]);
}

/** the sessions past either timeout, gone (run with the retention sweep) */
export async function deleteExpiredSessions(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM staff_sessions WHERE last_seen_at < $1 OR created_at < $2 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [new Date(now.getTime() - IDLE_TIMEOUT_MS), new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS)],
  );
  return rows[0]?.n ?? 0;
}
