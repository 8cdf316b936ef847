// A restored database checked against the keys it must be read with (deploy/receiver/restore-test.sh):
// the newest stored form of each kind — a callback, a questionnaire — and a staff account's
// second-factor secret are decrypted, each value in the context it was sealed in, and only how many
// rows there are and how many decrypted is answered, never a value. A wrong key, a key missing from
// RECEIVER_KEYS or altered data throws, naming the kind and the key id only.
import type { FieldCipher } from '../cipher/field-cipher.ts';
import type { Queryable } from '../database/database.ts';
import { cipherContext, staffSecretContext, type EncryptedColumn } from './cipher-context.ts';

export interface SampleCounts {
  rows: { submissions: number; staffAccounts: number };
  /** rows decrypted, by kind: 0 where there is none of that kind to decrypt */
  decrypted: { callback: number; anket: number; staffTotp: number };
}

interface SubmissionRow {
  key_id: string;
  idempotency_key: string;
  fields_cipher: Uint8Array;
  notice_cipher: Uint8Array;
  note_cipher: Uint8Array | null;
}

export async function decryptSamples(db: Queryable, cipher: FieldCipher): Promise<SampleCounts> {
  const count = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
  const rows = { submissions: await count('submissions'), staffAccounts: await count('staff_accounts') };
  const decrypted = { callback: 0, anket: 0, staffTotp: 0 };
  for (const form of ['callback', 'anket'] as const) {
    const { rows: found } = await db.query<SubmissionRow>(
      'SELECT key_id, idempotency_key, fields_cipher, notice_cipher, note_cipher FROM submissions WHERE form = $1 ORDER BY id DESC LIMIT 1',
      [form],
    );
    const row = found[0];
    if (!row) continue;
    const open = (data: Uint8Array, column: EncryptedColumn) => {
      try {
        cipher.decrypt(data, row.key_id, cipherContext(column, row.idempotency_key));
      } catch (error) {
        throw new Error(`a stored ${form}'s ${column} (key ${row.key_id}) does not decrypt with RECEIVER_KEYS: ${(error as Error).message}`);
      }
    };
    open(row.fields_cipher, 'fields');
    open(row.notice_cipher, 'notice');
    if (row.note_cipher) open(row.note_cipher, 'note');
    decrypted[form] = 1;
  }
  const { rows: accounts } = await db.query<{ login: string; totp_cipher: Uint8Array; totp_key_id: string }>(
    'SELECT login, totp_cipher, totp_key_id FROM staff_accounts WHERE totp_cipher IS NOT NULL ORDER BY id DESC LIMIT 1',
  );
  const account = accounts[0];
  if (account) {
    try {
      cipher.decrypt(account.totp_cipher, account.totp_key_id, staffSecretContext(account.login));
    } catch (error) {
      throw new Error(`a staff account's second-factor secret (key ${account.totp_key_id}) does not decrypt with RECEIVER_KEYS: ${(error as Error).message}`);
    }
    decrypted.staffTotp = 1;
  }
  return { rows, decrypted };
}
