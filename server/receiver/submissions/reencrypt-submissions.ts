// Key rotation: re-encrypts every stored submission still under an older key to the current one
// (the first of RECEIVER_KEYS), after which the old key can be removed from the ring. Rows go in
// batches, each batch one transaction that locks its rows (FOR UPDATE: a delivery reading a row
// meanwhile sees it whole, before or after), so a rotation stopped half-way leaves every row readable
// and is simply run again. The rows are read with their key id, so any key still in the ring decrypts.
import type { FieldCipher } from '../cipher/field-cipher.ts';
import type { Database } from '../database/database.ts';
import { cipherContext } from './cipher-context.ts';

interface CipherRow {
  id: number;
  key_id: string;
  fields_cipher: Uint8Array;
  notice_cipher: Uint8Array;
  idempotency_key: string;
}

/** how many rows it re-encrypted */
export async function reencryptSubmissions(db: Database, cipher: FieldCipher, options: { batch?: number } = {}): Promise<number> {
  const batch = options.batch ?? 100;
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx.query<CipherRow>(
        'SELECT id, key_id, idempotency_key, fields_cipher, notice_cipher FROM submissions WHERE key_id <> $1 ORDER BY id LIMIT $2 FOR UPDATE',
        [cipher.currentKeyId, batch],
      );
      for (const row of rows.rows) {
        const fieldsContext = cipherContext('fields', row.idempotency_key);
        const noticeContext = cipherContext('notice', row.idempotency_key);
        const fields = cipher.encrypt(cipher.decrypt(row.fields_cipher, row.key_id, fieldsContext), fieldsContext);
        const notice = cipher.encrypt(cipher.decrypt(row.notice_cipher, row.key_id, noticeContext), noticeContext);
        await tx.query('UPDATE submissions SET fields_cipher = $1, notice_cipher = $2, key_id = $3 WHERE id = $4', [
          fields.data,
          notice.data,
          fields.keyId,
          row.id,
        ]);
      }
      return rows.rows.length;
    });
    total += done;
    if (done < batch) return total;
  }
}
