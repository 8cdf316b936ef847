// Key rotation: re-encrypts every stored submission (its fields, notice and the coordinators' note)
// and every staff account's second-factor secret still under an older key to the current one
// (the first of RECEIVER_KEYS), after which the old key can be removed from the ring. Rows go in
// batches, each batch one transaction that locks its rows (FOR UPDATE: a delivery reading a row
// meanwhile sees it whole, before or after), so a rotation stopped half-way leaves every row readable
// and is simply run again. The rows are read with their key id, so any key still in the ring decrypts.
import type { FieldCipher } from '../cipher/field-cipher.ts';
import type { Database } from '../database/database.ts';
import { cipherContext, staffSecretContext, type EncryptedColumn } from './cipher-context.ts';

interface CipherRow {
  id: number;
  key_id: string;
  fields_cipher: Uint8Array;
  notice_cipher: Uint8Array;
  note_cipher: Uint8Array | null;
  idempotency_key: string;
}

/** how many rows it re-encrypted */
export async function reencryptSubmissions(db: Database, cipher: FieldCipher, options: { batch?: number } = {}): Promise<number> {
  const batch = options.batch ?? 100;
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx.query<CipherRow>(
        'SELECT id, key_id, idempotency_key, fields_cipher, notice_cipher, note_cipher FROM submissions WHERE key_id <> $1 ORDER BY id LIMIT $2 FOR UPDATE',
        [cipher.currentKeyId, batch],
      );
      for (const row of rows.rows) {
        const again = (data: Uint8Array, column: EncryptedColumn) => {
          const context = cipherContext(column, row.idempotency_key);
          return cipher.encrypt(cipher.decrypt(data, row.key_id, context), context).data;
        };
        await tx.query('UPDATE submissions SET fields_cipher = $1, notice_cipher = $2, note_cipher = $3, key_id = $4 WHERE id = $5', [
          again(row.fields_cipher, 'fields'),
          again(row.notice_cipher, 'notice'),
          row.note_cipher && again(row.note_cipher, 'note'),
          cipher.currentKeyId,
          row.id,
        ]);
      }
      return rows.rows.length;
    });
    total += done;
    if (done < batch) return total;
  }
}

/** the staff accounts' TOTP secrets still under an older key, re-encrypted; how many */
export async function reencryptStaffSecrets(db: Database, cipher: FieldCipher): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; login: string; totp_cipher: Uint8Array; totp_key_id: string }>(
      'SELECT id, login, totp_cipher, totp_key_id FROM staff_accounts WHERE totp_cipher IS NOT NULL AND totp_key_id <> $1 FOR UPDATE',
      [cipher.currentKeyId],
    );
    for (const row of rows) {
      const context = staffSecretContext(row.login);
      const sealed = cipher.encrypt(cipher.decrypt(row.totp_cipher, row.totp_key_id, context), context);
      await tx.query('UPDATE staff_accounts SET totp_cipher = $2, totp_key_id = $3 WHERE id = $1', [row.id, sealed.data, sealed.keyId]);
    }
    return rows.length;
  });
}
