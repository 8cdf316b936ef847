// Where an encrypted value of a submission belongs (cipher/field-cipher.ts binds each value to its
// context): its column and its row, named by the idempotency key — unique, fixed for the row's life
// and known before the row is written, as the reference (numbered inside the transaction) is not.

export type EncryptedColumn = 'fields' | 'notice' | 'note';

export function cipherContext(column: EncryptedColumn, idempotencyKey: string): string {
  return `${column}:${idempotencyKey}`;
}

/** a staff account's second-factor secret, bound to its login (server/forms/inbox/accounts/) */
export function staffSecretContext(login: string): string {
  return `totp:${login}`;
}
