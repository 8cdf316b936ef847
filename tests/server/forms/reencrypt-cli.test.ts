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
// It takes no arguments: asking for help, or a stray one, rewrites nothing.

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

/** the receiver's environment with the new key put first */
const env = () => ({ RECEIVER_DATA_DIR: dir, RECEIVER_KEYS: ring([NEW, OLD]), RECEIVER_HMAC_KEY: HMAC.toString('base64') });

/** the key of every form and every second-factor secret */
async function keyIds(): Promise<string[]> {
  const db = await openDatabase({ dataDir: dir });
  try {
    const keys = await db.query<{ key_id: string }>('SELECT key_id FROM submissions UNION ALL SELECT totp_key_id FROM staff_accounts');
    return keys.rows.map((row) => row.key_id);
  } finally {
    await db.close();
  }
}

describe('npm run receiver:reencrypt', () => {
  it.each([
    [['--help'], 0, 'stdout'],
    [['-h'], 0, 'stdout'],
    [['help'], 2, 'stderr'],
    [['--force'], 2, 'stderr'],
  ] as const)('answers %j with the usage (exit %i, on %s) and re-encrypts nothing', async (args, code, stream) => {
    const result = await runScript('server/forms/commands/reencrypt-cli.ts', args, env());
    expect(result.code, result.stderr).toBe(code);
    expect(result[stream]).toContain('usage: npm run receiver:reencrypt');
    expect(await keyIds()).toEqual(['k1', 'k1', 'k1']);
  });

  it('moves every form and staff secret to the first key; the new key alone then reads them', async () => {
    const result = await runScript('server/forms/commands/reencrypt-cli.ts', [], env());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('re-encrypted 2 submission(s) and 1 staff second-factor secret(s) to key k2');
    expect(await keyIds()).toEqual(['k2', 'k2', 'k2']);
    const db = await openDatabase({ dataDir: dir });
    try {
      const account = await findAccount(db, createFieldCipher([NEW], HMAC), { login: 'olga' });
      expect(account?.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    } finally {
      await db.close();
    }
  }, 60_000);
});
