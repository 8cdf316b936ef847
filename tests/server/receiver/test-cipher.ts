import type { NoticeDecipher } from '../../../server/receiver/outbox/cipher-port.ts';

// A stand-in for the field cipher (AES-256-GCM in server/receiver/cipher): enough that the stored
// bytes are not the plain text and that a wrong key id fails, which is all the outbox relies on.

export const TEST_KEY_ID = 'test-key';
const MASK = 0xa5;

export const testCipher: NoticeDecipher & { encrypt(text: string): Buffer } = {
  encrypt: (text) => Buffer.from(Buffer.from(text, 'utf8').map((byte) => byte ^ MASK)),
  decrypt(cipher, keyId) {
    if (keyId !== TEST_KEY_ID) throw new Error(`no key ${keyId}`);
    return Buffer.from(cipher.map((byte) => byte ^ MASK)).toString('utf8');
  },
};
