import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FieldCipher } from '../cipher/field-cipher.ts';
import type { Queryable } from '../database/database.ts';
import { createAccount } from '../inbox/accounts/staff-accounts.ts';

// `npm start` and `npm run preview` run the inbox with nothing to set up: on a development database
// without accounts, a coordinator and an administrator are made, their passwords and the
// administrator's TOTP secret written beside the database (inbox-accounts.json, readable by its
// owner only; var/ is git-ignored and served by nothing). Never used by `npm run receiver`.

interface DevelopmentAccount {
  login: string;
  password: string;
  role: 'coordinator' | 'admin';
  totpSecret?: string;
}

export const DEVELOPMENT_ACCOUNTS_FILE = 'inbox-accounts.json';

/** the file's path when accounts were made now, undefined when the database already had some */
export async function ensureDevelopmentAccounts(db: Queryable, cipher: FieldCipher, dataDir: string): Promise<string | undefined> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_accounts');
  if ((rows[0]?.n ?? 0) > 0) return undefined;
  const accounts: DevelopmentAccount[] = [];
  for (const [login, role, displayName] of [
    ['coordinator', 'coordinator', 'Координатор (разработка)'],
    ['admin', 'admin', 'Администратор (разработка)'],
  ] as const) {
    const password = randomBytes(12).toString('base64url');
    const { totpSecret } = await createAccount(db, cipher, { login, displayName, role, password, totp: role === 'admin' });
    accounts.push({ login, password, role, ...(totpSecret ? { totpSecret } : {}) });
  }
  const file = path.join(dataDir, DEVELOPMENT_ACCOUNTS_FILE);
  writeFileSync(file, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  return file;
}
