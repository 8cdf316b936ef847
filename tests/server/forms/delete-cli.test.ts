import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFieldCipher, type FieldCipher } from '../../../server/forms/cipher/field-cipher.ts';
import { openDatabase } from '../../../server/forms/database/database.ts';
import { migrate } from '../../../server/forms/database/migrate.ts';
import { storeSubmission } from '../../../server/forms/submissions/store-submission.ts';
import { runScript } from '../../../testing/run-cli.ts';
import { anketInput, callbackInput } from './fixtures.ts';

// `npm run receiver:delete`: a person who withdraws consent (152-ФЗ ст. 9 ч. 2) has their forms
// deleted by the reference they were given or by their phone; the log keeps references only.

const KEYS = { id: 'k1', key: randomBytes(32) };
const HMAC = randomBytes(32);
let dir: string;
let env: NodeJS.ProcessEnv;
let cipher: FieldCipher;

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir: dir });
  try {
    await migrate(db);
    return await use(db);
  } finally {
    await db.close();
  }
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'receiver-delete-'));
  cipher = createFieldCipher([KEYS], HMAC);
  env = { RECEIVER_DATA_DIR: dir, RECEIVER_KEYS: `k1:${KEYS.key.toString('base64')}`, RECEIVER_HMAC_KEY: HMAC.toString('base64') };
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('npm run receiver:delete', () => {
  it('deletes every form of a phone, written as the person says it, and logs only the references', async () => {
    const references = await withDatabase(async (db) => [
      (await storeSubmission(db, cipher, anketInput({ phone: '+7 912 345-67-89' }))).reference,
      (await storeSubmission(db, cipher, callbackInput({ phone: '+7 (912) 345 67 89', notice: { name: 'Мария', phone: '+7 (912) 345 67 89' } }))).reference,
      (await storeSubmission(db, cipher, callbackInput())).reference,
    ]);
    // said on the telephone the Russian way: 8 and ten digits
    const result = await runScript('server/forms/commands/delete-cli.ts', ['--phone', '8 (912) 345-67-89'], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('looked for the forms of +79123456789');
    expect(result.stdout).toContain('deleted 2 form(s)');
    await withDatabase(async (db) => {
      expect((await db.query<{ reference: string }>('SELECT reference FROM submissions')).rows.map((row) => row.reference)).toEqual([references[2]]);
      const log = await db.query<Record<string, unknown>>('SELECT * FROM deletion_log ORDER BY reference');
      expect(log.rows.map((row) => [row.reference, row.reason])).toEqual(
        references
          .slice(0, 2)
          .sort()
          .map((reference) => [reference, 'withdrawal']),
      );
    });
  });

  it('deletes one form by its reference; an unknown one deletes nothing and says so', async () => {
    const reference = await withDatabase(async (db) => (await storeSubmission(db, cipher, anketInput())).reference);
    expect((await runScript('server/forms/commands/delete-cli.ts', ['--reference', 'А-999999'], env)).stdout).toContain('nothing deleted');
    expect((await runScript('server/forms/commands/delete-cli.ts', ['--reference', reference], env)).stdout).toContain('deleted 1 form(s)');
    await withDatabase(async (db) => expect((await db.query('SELECT 1 FROM submissions')).rows).toEqual([]));
  });

  it.each([[[]], [['--phone', '123']], [['--phone', '45 912 345 67 89 1']], [['--reference', 'А-1', '--phone', '+79123456789']], [['--everything']]])(
    'refuses %j with a usage line (exit 2)',
    async (args) => {
      const result = await runScript('server/forms/commands/delete-cli.ts', args, env);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/receiver:delete|Unknown option/);
    },
  );

  it.each([[['--help']], [['-h']], [['--phone', '123', '--help']]])('prints the usage for %j, exit 0, without opening the database', async (args) => {
    const result = await runScript('server/forms/commands/delete-cli.ts', args, env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run receiver:delete -- --reference .* \| --phone /);
    // an embedded database writes its folder on opening
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a stray word with the usage on stderr, exit 2', async () => {
    const result = await runScript('server/forms/commands/delete-cli.ts', ['help'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^receiver:delete: .*\nusage: npm run receiver:delete/);
  });
});
