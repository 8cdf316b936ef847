// The staff accounts: made and changed by `npm run staff` (staff-cli.ts), read at login. In the
// forms two ranks: a coordinator reads and works the submissions; an administrator also deletes them
// on request and reads the audit log and the accounts, and must have a second factor (TOTP). Apart
// from the rank, an account reaches the submissions (`readsForms`), the web editor (`editsSite`), or
// both: one login for the clinic's staff (docs/web-editor.md, «Accounts»).
import { staffSecretContext, type FieldCipher, type Queryable } from '../../store.ts';
import { hashPassword, type ScryptCost } from './password-hash.ts';
import { newTotpSecret } from './totp.ts';

export type StaffRole = 'coordinator' | 'admin';
const STAFF_ROLES: readonly StaffRole[] = ['coordinator', 'admin'];
/** what `npm run staff -- add --role` takes, one or more separated by commas: coordinator,editor */
type AccessRole = StaffRole | 'editor';
const ACCESS_ROLES: readonly AccessRole[] = ['coordinator', 'admin', 'editor'];
const LOGIN_PATTERN = /^[a-z0-9._-]{2,40}$/;

export interface StaffAccount {
  id: number;
  login: string;
  displayName: string;
  role: StaffRole;
  passwordHash: string;
  /** the TOTP secret (base32), decrypted; undefined: no second factor */
  totpSecret: string | undefined;
  totpLastStep: number | null;
  disabled: boolean;
  lastLoginAt: Date | null;
  /** reaches the submissions (a coordinator or an administrator) */
  readsForms: boolean;
  /** reaches the web editor at /admin/ */
  editsSite: boolean;
}

interface AccountRow {
  id: number;
  login: string;
  display_name: string;
  role: StaffRole;
  password_hash: string;
  totp_cipher: Uint8Array | null;
  totp_key_id: string | null;
  totp_last_step: number | null;
  disabled_at: Date | null;
  last_login_at: Date | null;
  reads_forms: boolean;
  edits_site: boolean;
}

function toAccount(row: AccountRow, cipher: FieldCipher): StaffAccount {
  return {
    id: row.id,
    login: row.login,
    displayName: row.display_name,
    role: row.role,
    passwordHash: row.password_hash,
    totpSecret: row.totp_cipher && row.totp_key_id ? cipher.decrypt(row.totp_cipher, row.totp_key_id, staffSecretContext(row.login)) : undefined,
    totpLastStep: row.totp_last_step,
    disabled: row.disabled_at !== null,
    lastLoginAt: row.last_login_at,
    readsForms: row.reads_forms,
    editsSite: row.edits_site,
  };
}

export async function findAccount(db: Queryable, cipher: FieldCipher, by: { login: string } | { id: number }): Promise<StaffAccount | undefined> {
  const [column, value] = 'login' in by ? ['login', by.login] : ['id', by.id];
  const { rows } = await db.query<AccountRow>(`SELECT * FROM staff_accounts WHERE ${column} = $1`, [value]);
  return rows[0] && toAccount(rows[0], cipher);
}

export async function listAccounts(db: Queryable, cipher: FieldCipher): Promise<StaffAccount[]> {
  const { rows } = await db.query<AccountRow>('SELECT * FROM staff_accounts ORDER BY login');
  return rows.map((row) => toAccount(row, cipher));
}

export interface NewAccount {
  login: string;
  displayName: string;
  role: StaffRole;
  password: string;
  /** a second factor from the start; always for an administrator */
  totp: boolean;
  /** reaches the submissions; default true */
  readsForms?: boolean;
  /** reaches the web editor; default false */
  editsSite?: boolean;
}

/** the roles named on the command line (coordinator, admin, editor; several with commas) as an account's */
export function accessOf(roles: readonly string[]): Pick<NewAccount, 'role' | 'readsForms' | 'editsSite'> | string {
  const unknown = roles.filter((role) => !(ACCESS_ROLES as readonly string[]).includes(role));
  if (unknown.length > 0 || roles.length === 0) return `a role is one of ${ACCESS_ROLES.join(', ')} (several separated by commas)`;
  const editsSite = roles.includes('editor');
  const rank = roles.includes('admin') ? 'admin' : 'coordinator';
  return { role: rank, readsForms: roles.includes('admin') || roles.includes('coordinator'), editsSite };
}

/** the roles of an account as `npm run staff -- list` shows them */
export function rolesText(account: Pick<StaffAccount, 'role' | 'readsForms' | 'editsSite'>): string {
  return [...(account.readsForms ? [account.role] : []), ...(account.editsSite ? ['editor'] : [])].join(',');
}

/** creates the account; answers its TOTP secret when it has one */
export async function createAccount(db: Queryable, cipher: FieldCipher, account: NewAccount, cost?: ScryptCost): Promise<{ totpSecret: string | undefined }> {
  if (!LOGIN_PATTERN.test(account.login)) throw new Error('a login is 2 to 40 of a-z, 0-9, dot, _ and -');
  if (!STAFF_ROLES.includes(account.role)) throw new Error(`the role is one of ${STAFF_ROLES.join(', ')}`);
  if (account.role === 'admin' && !account.totp) throw new Error('an administrator must have a second factor (TOTP)');
  const readsForms = account.readsForms ?? true;
  const editsSite = account.editsSite ?? false;
  if (!readsForms && !editsSite) throw new Error('an account reaches the submissions, the web editor or both');
  const secret = account.totp ? newTotpSecret() : undefined;
  const sealed = secret === undefined ? undefined : cipher.encrypt(secret, staffSecretContext(account.login));
  await db.query(
    `INSERT INTO staff_accounts (login, display_name, role, password_hash, totp_cipher, totp_key_id, created_at, reads_forms, edits_site)
     VALUES ($1, $2, $3, $4, $5, $6, now(), $7, $8)`,
    [
      account.login,
      account.displayName,
      account.role,
      await hashPassword(account.password, cost),
      sealed?.data ?? null,
      sealed?.keyId ?? null,
      readsForms,
      editsSite,
    ],
  );
  return { totpSecret: secret };
}

/** a new password; every session of the account ends */
export async function setPassword(db: Queryable, login: string, password: string, cost?: ScryptCost): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('UPDATE staff_accounts SET password_hash = $2 WHERE login = $1 RETURNING id', [
    login,
    await hashPassword(password, cost),
  ]);
  if (rows[0]) await db.query('DELETE FROM staff_sessions WHERE account_id = $1', [rows[0].id]);
  return rows.length > 0;
}

/** a new TOTP secret (the old one stops working); every session of the account ends */
export async function resetTotp(db: Queryable, cipher: FieldCipher, login: string): Promise<string | undefined> {
  const secret = newTotpSecret();
  const sealed = cipher.encrypt(secret, staffSecretContext(login));
  const { rows } = await db.query<{ id: number }>(
    'UPDATE staff_accounts SET totp_cipher = $2, totp_key_id = $3, totp_last_step = NULL WHERE login = $1 RETURNING id',
    [login, sealed.data, sealed.keyId],
  );
  if (!rows[0]) return undefined;
  await db.query('DELETE FROM staff_sessions WHERE account_id = $1', [rows[0].id]);
  return secret;
}

/** no more logins; every session ends. Kept, not deleted: the audit log names it */
export async function disableAccount(db: Queryable, login: string): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('UPDATE staff_accounts SET disabled_at = now() WHERE login = $1 AND disabled_at IS NULL RETURNING id', [
    login,
  ]);
  if (rows[0]) await db.query('DELETE FROM staff_sessions WHERE account_id = $1', [rows[0].id]);
  return rows.length > 0;
}

/** records the TOTP step just used, unless a concurrent login used it or a later one first: false then */
export async function claimTotpStep(db: Queryable, accountId: number, step: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE staff_accounts SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id',
    [accountId, step],
  );
  return rows.length > 0;
}

export async function recordLogin(db: Queryable, accountId: number, at: Date): Promise<void> {
  await db.query('UPDATE staff_accounts SET last_login_at = $2 WHERE id = $1', [accountId, at]);
}
