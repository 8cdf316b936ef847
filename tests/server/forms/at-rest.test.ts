// Health data at rest (152-ФЗ; Приказ ФСТЭК № 21): a copy of the database — its rows as a dump
// would write them, the table's own file on disk, a whole PGlite folder — holds no readable
// diagnosis, before and after the keys are rotated; after a rotation the old key can go.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, type Queryable } from '../../../server/forms/database/database.ts';
import { migrate } from '../../../server/forms/database/migrate.ts';
import { reencryptSubmissions } from '../../../server/forms/submissions/reencrypt-submissions.ts';
import { storeSubmission } from '../../../server/forms/submissions/store-submission.ts';
import { backends, useMigratedDatabase } from './backends.ts';
import { anketInput, callbackInput, DIAGNOSIS, testCipher } from './fixtures.ts';
import { cipherContext } from '../../../server/forms/submissions/cipher-context.ts';

const SECRETS = [DIAGNOSIS, 'спастический', 'Иванов Пётр', 'перезвоните после 18:00'];

/** the secrets as a dump or a disk would hold them: UTF-8, and hex (bytea's text form) */
function leaks(bytes: Buffer): string[] {
  const hex = bytes.toString('latin1').toLowerCase();
  return SECRETS.filter((secret) => bytes.includes(Buffer.from(secret, 'utf8')) || hex.includes(Buffer.from(secret, 'utf8').toString('hex')));
}

/** every row of the receiver's tables as text, as pg_dump would copy them */
async function dumpRows(db: Queryable): Promise<Buffer> {
  const tables = ['submissions', 'outbox', 'deletion_log'];
  const parts = await Promise.all(tables.map((table) => db.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`)));
  return Buffer.from(parts.flatMap((part) => part.rows.map((row) => row.row)).join('\n'), 'utf8');
}

/** the submissions table's file as the server keeps it on disk (after a checkpoint writes it out) */
async function tableFile(db: Queryable): Promise<Buffer> {
  await db.query('CHECKPOINT');
  const { rows } = await db.query<{ bytes: Uint8Array }>("SELECT pg_read_binary_file(pg_relation_filepath('submissions')) AS bytes");
  return Buffer.from(rows[0]!.bytes);
}

describe.each(backends().map((backend) => [backend.name, backend] as const))('health data at rest on %s', (_, backend) => {
  const database = useMigratedDatabase(backend);

  test('the rows and the table file hold no plaintext diagnosis, name or comment', async () => {
    const cipher = testCipher(['k1']);
    await storeSubmission(database.db, cipher, anketInput());
    await storeSubmission(database.db, cipher, callbackInput());
    const dump = await dumpRows(database.db);
    expect(dump.length).toBeGreaterThan(0);
    expect(leaks(dump)).toEqual([]);
    const file = await tableFile(database.db);
    // the rows are in the file (their reference is plain text there) but not the diagnosis
    expect(file.includes(Buffer.from('А-000001', 'utf8'))).toBe(true);
    expect(leaks(file)).toEqual([]);
  });

  test('a diagnosis copied into another row, or into the notice column, does not decrypt there', async () => {
    const cipher = testCipher(['k1']);
    await storeSubmission(database.db, cipher, anketInput());
    await storeSubmission(database.db, cipher, callbackInput());
    // someone with write access to the table (not to the key) moves the anket's fields into the callback's row
    await database.db.query(
      "UPDATE submissions SET fields_cipher = (SELECT fields_cipher FROM submissions WHERE form = 'anket'), notice_cipher = (SELECT fields_cipher FROM submissions WHERE form = 'anket') WHERE form = 'callback'",
    );
    const { rows } = await database.db.query<{ form: string; key_id: string; idempotency_key: string; fields_cipher: Uint8Array; notice_cipher: Uint8Array }>(
      'SELECT form, key_id, idempotency_key, fields_cipher, notice_cipher FROM submissions ORDER BY id',
    );
    const [anket, callback] = [rows.find((row) => row.form === 'anket')!, rows.find((row) => row.form === 'callback')!];
    expect(cipher.decryptJson(anket.fields_cipher, anket.key_id, cipherContext('fields', anket.idempotency_key))).toEqual(anketInput().fields);
    expect(() => cipher.decrypt(callback.fields_cipher, callback.key_id, cipherContext('fields', callback.idempotency_key))).toThrow();
    expect(() => cipher.decrypt(callback.notice_cipher, callback.key_id, cipherContext('notice', callback.idempotency_key))).toThrow();
  });

  test('rotation re-encrypts every row to the new key, readable with it alone, and still no plaintext', async () => {
    const old = testCipher(['k1']);
    const inputs = [anketInput(), anketInput(), callbackInput()];
    for (const input of inputs) await storeSubmission(database.db, old, input);
    const before = await database.db.query<{ fields_cipher: Uint8Array }>('SELECT fields_cipher FROM submissions ORDER BY id');

    const ring = testCipher(['k2', 'k1']);
    expect(await reencryptSubmissions(database.db, ring, { batch: 2 })).toBe(3);
    expect(await reencryptSubmissions(database.db, ring)).toBe(0);

    const after = await database.db.query<{ key_id: string; idempotency_key: string; fields_cipher: Uint8Array; notice_cipher: Uint8Array }>(
      'SELECT key_id, idempotency_key, fields_cipher, notice_cipher FROM submissions ORDER BY id',
    );
    const onlyNew = testCipher(['k2']);
    expect(after.rows.map((row) => row.key_id)).toEqual(['k2', 'k2', 'k2']);
    expect(after.rows.map((row) => onlyNew.decryptJson(row.fields_cipher, row.key_id, cipherContext('fields', row.idempotency_key)))).toEqual(
      inputs.map((input) => input.fields),
    );
    expect(after.rows.map((row) => onlyNew.decryptJson(row.notice_cipher, row.key_id, cipherContext('notice', row.idempotency_key)))).toEqual(
      inputs.map((input) => input.notice),
    );
    after.rows.forEach((row, index) => expect(Buffer.from(row.fields_cipher).equals(Buffer.from(before.rows[index]!.fields_cipher))).toBe(false));
    // the old key alone reads nothing any more
    expect(() => old.decrypt(after.rows[0]!.fields_cipher, 'k2', cipherContext('fields', after.rows[0]!.idempotency_key))).toThrow(/no key "k2"/);
    expect(leaks(await dumpRows(database.db))).toEqual([]);
    expect(leaks(await tableFile(database.db))).toEqual([]);
  });
});

describe('a PGlite folder copied whole', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'receiver-pglite-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('holds no plaintext diagnosis in any file, the write-ahead log included', async () => {
    const db = await openDatabase({ dataDir: folder });
    const cipher = testCipher(['k1']);
    await migrate(db);
    for (let index = 0; index < 5; index++) await storeSubmission(db, cipher, anketInput());
    await reencryptSubmissions(db, testCipher(['k3', 'k1']));
    await db.close();
    const files = listFiles(folder);
    expect(files.length).toBeGreaterThan(10);
    const found = files.filter((file) => leaks(readFileSync(file)).length > 0);
    expect(found).toEqual([]);
    // the check can see: the references are stored in the clear, somewhere in the folder
    expect(files.some((file) => readFileSync(file).includes(Buffer.from('А-000005', 'utf8')))).toBe(true);
  });
});

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? listFiles(file) : [file];
  });
}
