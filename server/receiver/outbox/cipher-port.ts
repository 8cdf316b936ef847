// What the outbox needs of the field cipher (server/receiver/cipher/field-cipher.ts): turning a
// stored notice_cipher back into its JSON text with the key its row names.

export interface NoticeDecipher {
  /** the plaintext of `cipher`, encrypted with the key `keyId`; throws when the key is unknown or the bytes were altered */
  decrypt(cipher: Uint8Array, keyId: string): string;
}
