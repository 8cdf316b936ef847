// The forms service's store as the inbox uses it: the database the submissions and the inbox's
// own tables live in, the keys that encrypt them, where an encrypted value belongs, and the one
// way a submission is deleted on request. The inbox imports these from here, never from the
// store's folders, so that the receiver's side can change behind them (lint holds it).
import type { FieldCipher } from './cipher/field-cipher.ts';
import type { Database } from './database/database.ts';

export type { FieldCipher } from './cipher/field-cipher.ts';
export type { Database, Queryable } from './database/database.ts';
export { cipherContext, staffSecretContext, type EncryptedColumn } from './submissions/cipher-context.ts';
export { deleteOnRequest } from './submissions/retention.ts';

export interface FormsStore {
  db: Database;
  cipher: FieldCipher;
}
