import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, findAccount } from '../../../server/forms/inbox/accounts/staff-accounts.ts';
import { createFieldCipher } from '../../../server/forms/cipher/field-cipher.ts';
import { openDatabase } from '../../../server/forms/database/database.ts';
import { migrate } from '../../../server/forms/database/migrate.ts';
import { storeSubmission } from '../../../server/forms/submissions/store-submission.ts';
import { runScript } from '../../../testing/run-cli.ts';
import { anketInput, callbackInput } from './fixtures.ts';

// `npm run receiver:reencrypt` after a new key is put first: every form and every staff account's
// second-factor secret is moved to it, so the old key can be dropped — read back with the new key alone.

const OLD = { id: 'k1', key: randomBytes(32) };
const NEW = { id: 'k2', key: randomBytes(32) };
const HMAC = randomBytes(32);
const ring = (keys: (typeof OLD)[]) => keys.map((key) => `${key.id}:${key.key.toString('base64')}`).join(',');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'receiver-reencrypt-'));
  const db = await openDatabase({ dataDir: dir });
  await migrate(db);
  const old = createFieldCipher([OLD], HMAC);
  await storeSubmission(db, old, anketInput());
  await storeSubmission(db, old, callbackInput());
  await createAccount(db, old, { login: 'olga', displayName: 'Ольга', role: 'admin', password: 'пароль администратора', totp: true }, { N: 1024, r: 8, p: 1 });
  await db.close();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run receiver:reencrypt', () => {
  it('moves every form and staff secret to the first key; the new key alone then reads them', async () => {
    const result = await runScript('server/forms/commands/reencrypt-cli.ts', [], {
      RECEIVER_DATA_DIR: dir,
      RECEIVER_KEYS: ring([NEW, OLD]),
      RECEIVER_HMAC_KEY: HMAC.toString('base64'),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('re-encrypted 2 submission(s) and 1 staff second-factor secret(s) to key k2');
    const db = await openDatabase({ dataDir: dir });
    try {
      const keys = await db.query<{ key_id: string }>('SELECT key_id FROM submissions UNION ALL SELECT totp_key_id FROM staff_accounts');
      expect(keys.rows.map((row) => row.key_id)).toEqual(['k2', 'k2', 'k2']);
      const account = await findAccount(db, createFieldCipher([NEW], HMAC), { login: 'olga' });
      expect(account?.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    } finally {
      await db.close();
    }
  }, 60_000);
});
