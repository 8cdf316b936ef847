// Encryption of the forms' fields at rest (152-ФЗ: a child's health data; Приказ ФСТЭК № 21 —
// protection of the data in storage): AES-256-GCM from node:crypto, a fresh random 12-byte IV for
// every value, stored as iv | ciphertext | 16-byte tag; the tag is checked on decryption, so a
// changed byte throws rather than yielding altered data. Each value is bound to where it belongs by
// its context, authenticated as GCM's additional data (e.g. "fields:<the row's idempotency key>"):
// a value copied into another row or column does not decrypt there.
//
// Keys: RECEIVER_KEYS = "id1:base64,id2:base64" (each key 32 bytes). The first encrypts; every one
// decrypts, so a new key is put first and the rows are re-encrypted to it
// (submissions/reencrypt-submissions.ts) before an old key is removed. RECEIVER_HMAC_KEY (base64,
// 32 bytes or more) keys the HMAC of a phone's digits, which finds a person's rows for a deletion on
// request without decrypting anything. Neither has a default here: a missing key is an error.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface CipherKey {
  id: string;
  key: Buffer;
}

interface Encrypted {
  keyId: string;
  data: Buffer;
}

export interface FieldCipher {
  /** the id of the key that encrypts (the first of the ring) */
  readonly currentKeyId: string;
  encrypt(plaintext: string, context: string): Encrypted;
  /** throws when keyId is not in the ring, the data was altered or the context is not the one it was encrypted for */
  decrypt(data: Uint8Array, keyId: string, context: string): string;
  encryptJson(value: unknown, context: string): Encrypted;
  decryptJson<T>(data: Uint8Array, keyId: string, context: string): T;
  /** HMAC-SHA256 (hex) of the phone's digits, "+7 (912) 345-67-89" and "79123456789" alike */
  phoneHmac(phone: string): string;
}

export function createFieldCipher(keys: CipherKey[], hmacKey: Buffer): FieldCipher {
  const current = keys[0];
  if (!current) throw new Error('the field cipher needs at least one key');
  const ring = new Map<string, Buffer>();
  for (const { id, key } of keys) {
    if (!KEY_ID.test(id)) throw new Error(`key id "${id}": letters, digits, _ and - only, up to 32`);
    if (key.length !== KEY_BYTES) throw new Error(`key ${id}: ${key.length} bytes, AES-256 needs ${KEY_BYTES}`);
    if (ring.has(id)) throw new Error(`key id ${id} appears twice`);
    ring.set(id, key);
  }
  if (hmacKey.length < KEY_BYTES) throw new Error(`the HMAC key has ${hmacKey.length} bytes, at least ${KEY_BYTES} are needed`);

  const encrypt = (plaintext: string, context: string): Encrypted => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return { keyId: current.id, data: Buffer.concat([iv, body, cipher.getAuthTag()]) };
  };
  const decrypt = (data: Uint8Array, keyId: string, context: string): string => {
    const key = ring.get(keyId);
    if (!key) throw new Error(`no key "${keyId}" in RECEIVER_KEYS: it encrypted this row`);
    if (data.length < IV_BYTES + TAG_BYTES) throw new Error('encrypted value too short');
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    // final() throws "Unsupported state or unable to authenticate data" when the tag does not match
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  };
  return {
    currentKeyId: current.id,
    encrypt,
    decrypt,
    encryptJson: (value, context) => encrypt(JSON.stringify(value), context),
    decryptJson: <T>(data: Uint8Array, keyId: string, context: string) => JSON.parse(decrypt(data, keyId, context)) as T,
    phoneHmac: (phone) => {
      const digits = phone.replace(/\D/g, '');
      if (digits.length === 0) throw new Error('a phone number without digits');
      return createHmac('sha256', hmacKey).update(digits).digest('hex');
    },
  };
}

/** "id1:base64,id2:base64" → keys, strictly: a key that is not exactly base64 of 32 bytes throws */
export function parseKeyRing(text: string): CipherKey[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const colon = entry.indexOf(':');
      if (colon <= 0) throw new Error(`RECEIVER_KEYS: "${entry.slice(0, 40)}…" is not id:base64key`);
      const id = entry.slice(0, colon);
      return { id, key: decodeBase64(entry.slice(colon + 1), `RECEIVER_KEYS key ${id}`) };
    });
}

function decodeBase64(text: string, what: string): Buffer {
  const bytes = Buffer.from(text, 'base64');
  // Buffer.from skips what is not base64: a typo would make a shorter, different key
  if (bytes.length === 0 || bytes.toString('base64').replace(/=+$/, '') !== text.replace(/=+$/, '')) throw new Error(`${what} is not base64`);
  return bytes;
}

/** the cipher of RECEIVER_KEYS and RECEIVER_HMAC_KEY; throws naming the variable that is missing or wrong */
export function loadCipher(env: NodeJS.ProcessEnv = process.env): FieldCipher {
  const keys = env.RECEIVER_KEYS?.trim();
  if (!keys) throw new Error('RECEIVER_KEYS is not set: "id:base64key[,id:base64key…]", 32-byte keys (openssl rand -base64 32); the first encrypts');
  const hmac = env.RECEIVER_HMAC_KEY?.trim();
  if (!hmac) throw new Error('RECEIVER_HMAC_KEY is not set: a base64 key of 32 bytes or more (openssl rand -base64 32) for the phone lookup');
  const ring = parseKeyRing(keys);
  if (ring.length === 0) throw new Error('RECEIVER_KEYS holds no key');
  try {
    return createFieldCipher(ring, decodeBase64(hmac, 'RECEIVER_HMAC_KEY'));
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(message.startsWith('RECEIVER_') ? message : `RECEIVER_KEYS / RECEIVER_HMAC_KEY: ${message}`, { cause: error });
  }
}
