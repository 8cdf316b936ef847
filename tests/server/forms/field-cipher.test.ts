// The field cipher: AES-256-GCM that refuses altered data, a key ring whose first key encrypts,
// strict key parsing, and loadCipher's errors naming the variable to set.
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createFieldCipher, loadCipher, parseKeyRing } from '../../../server/forms/cipher/field-cipher.ts';
import { DIAGNOSIS } from './fixtures.ts';

const key = (fill: number) => Buffer.alloc(32, fill);
const hmacKey = Buffer.alloc(32, 9);
const CONTEXT = 'fields:row-one';

describe('field cipher', () => {
  const cipher = createFieldCipher([{ id: 'k1', key: key(1) }], hmacKey);

  test('decrypts what it encrypted, Cyrillic included; the bytes hold no plaintext', () => {
    const { keyId, data } = cipher.encrypt(DIAGNOSIS, CONTEXT);
    expect(keyId).toBe('k1');
    expect(cipher.decrypt(data, keyId, CONTEXT)).toBe(DIAGNOSIS);
    expect(data.includes(Buffer.from(DIAGNOSIS, 'utf8'))).toBe(false);
    // iv (12) | ciphertext (as long as the UTF-8 plaintext) | tag (16)
    expect(data.length).toBe(12 + Buffer.byteLength(DIAGNOSIS) + 16);
  });

  test('a fresh random IV each time: the same value never encrypts the same way twice', () => {
    const values = new Set(Array.from({ length: 50 }, () => cipher.encrypt(DIAGNOSIS, CONTEXT).data.toString('hex')));
    const ivs = new Set([...values].map((hex) => hex.slice(0, 24)));
    expect(values.size).toBe(50);
    expect(ivs.size).toBe(50);
  });

  test('a changed byte anywhere — IV, ciphertext or tag — throws instead of decrypting', () => {
    const { keyId, data } = cipher.encrypt(DIAGNOSIS, CONTEXT);
    for (const index of [0, 11, 12, 20, data.length - 17, data.length - 16, data.length - 1]) {
      const tampered = Buffer.from(data);
      tampered[index]! ^= 0x01;
      expect(() => cipher.decrypt(tampered, keyId, CONTEXT), `byte ${index}`).toThrow();
    }
    expect(() => cipher.decrypt(data.subarray(0, data.length - 1), keyId, CONTEXT)).toThrow();
    expect(() => cipher.decrypt(data.subarray(0, 20), keyId, CONTEXT)).toThrow(/too short/);
  });

  test('another key with the same id cannot decrypt (the tag does not match)', () => {
    const { data } = cipher.encrypt(DIAGNOSIS, CONTEXT);
    const impostor = createFieldCipher([{ id: 'k1', key: key(2) }], hmacKey);
    expect(() => impostor.decrypt(data, 'k1', CONTEXT)).toThrow();
  });

  test('a key id not in the ring throws naming it', () => {
    const { data } = cipher.encrypt(DIAGNOSIS, CONTEXT);
    expect(() => cipher.decrypt(data, 'k0', CONTEXT)).toThrow(/no key "k0"/);
  });

  test('the first key encrypts, every key of the ring decrypts', () => {
    const old = cipher.encrypt(DIAGNOSIS, CONTEXT);
    const ring = createFieldCipher(
      [
        { id: 'k2', key: key(2) },
        { id: 'k1', key: key(1) },
      ],
      hmacKey,
    );
    expect(ring.currentKeyId).toBe('k2');
    expect(ring.encrypt('x', CONTEXT).keyId).toBe('k2');
    expect(ring.decrypt(old.data, old.keyId, CONTEXT)).toBe(DIAGNOSIS);
  });

  test('a value bound to one row and column does not decrypt as another’s', () => {
    const { keyId, data } = cipher.encrypt(DIAGNOSIS, CONTEXT);
    for (const elsewhere of ['fields:row-two', 'notice:row-one', '']) expect(() => cipher.decrypt(data, keyId, elsewhere), elsewhere).toThrow();
  });

  test('JSON round trip', () => {
    const fields = { diagnosis: DIAGNOSIS, age: '7' };
    const { data, keyId } = cipher.encryptJson(fields, CONTEXT);
    expect(cipher.decryptJson(data, keyId, CONTEXT)).toEqual(fields);
  });

  test('refuses keys that are not 32 bytes, repeated ids, odd ids, a short HMAC key, an empty ring', () => {
    expect(() => createFieldCipher([{ id: 'k1', key: Buffer.alloc(16) }], hmacKey)).toThrow(/32/);
    expect(() =>
      createFieldCipher(
        [
          { id: 'k1', key: key(1) },
          { id: 'k1', key: key(2) },
        ],
        hmacKey,
      ),
    ).toThrow(/twice/);
    expect(() => createFieldCipher([{ id: 'k 1', key: key(1) }], hmacKey)).toThrow(/key id/);
    expect(() => createFieldCipher([{ id: 'k1', key: key(1) }], Buffer.alloc(16))).toThrow(/HMAC/);
    expect(() => createFieldCipher([], hmacKey)).toThrow(/at least one key/);
  });

  test('the phone HMAC reads the digits only, and depends on the key', () => {
    const same = ['+7 (912) 345-67-89', '79123456789', '+7 912 345 67 89'].map((phone) => cipher.phoneHmac(phone));
    expect(new Set(same).size).toBe(1);
    expect(same[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.phoneHmac('+7 912 345-67-80')).not.toBe(same[0]);
    expect(createFieldCipher([{ id: 'k1', key: key(1) }], Buffer.alloc(32, 8)).phoneHmac('79123456789')).not.toBe(same[0]);
    expect(() => cipher.phoneHmac('нет')).toThrow(/digits/);
  });
});

describe('key ring from the environment', () => {
  const k1 = randomBytes(32).toString('base64');
  const k2 = randomBytes(32).toString('base64');
  const hmac = randomBytes(32).toString('base64');

  test('parses "id:base64,id:base64", first first', () => {
    const ring = parseKeyRing(` new:${k2}, old:${k1} `);
    expect(ring.map((entry) => entry.id)).toEqual(['new', 'old']);
    expect(ring[0]!.key.equals(Buffer.from(k2, 'base64'))).toBe(true);
  });

  test('refuses an entry without an id and a key that is not base64', () => {
    expect(() => parseKeyRing(k1)).toThrow(/id:base64key/);
    expect(() => parseKeyRing(`k1:${k1.slice(0, 10)}!!${k1.slice(12)}`)).toThrow(/not base64/);
  });

  test('loadCipher builds the ring and encrypts with the first key', () => {
    const cipher = loadCipher({ RECEIVER_KEYS: `b:${k2},a:${k1}`, RECEIVER_HMAC_KEY: hmac });
    expect(cipher.currentKeyId).toBe('b');
    const { data, keyId } = cipher.encrypt(DIAGNOSIS, CONTEXT);
    expect(cipher.decrypt(data, keyId, CONTEXT)).toBe(DIAGNOSIS);
  });

  test('loadCipher names the missing or wrong variable', () => {
    expect(() => loadCipher({ RECEIVER_HMAC_KEY: hmac })).toThrow(/RECEIVER_KEYS is not set/);
    expect(() => loadCipher({ RECEIVER_KEYS: `a:${k1}` })).toThrow(/RECEIVER_HMAC_KEY is not set/);
    expect(() => loadCipher({ RECEIVER_KEYS: ' , ', RECEIVER_HMAC_KEY: hmac })).toThrow(/RECEIVER_KEYS holds no key/);
    expect(() => loadCipher({ RECEIVER_KEYS: `a:${randomBytes(16).toString('base64')}`, RECEIVER_HMAC_KEY: hmac })).toThrow(/RECEIVER_KEYS.*32/);
    expect(() => loadCipher({ RECEIVER_KEYS: `a:${k1}`, RECEIVER_HMAC_KEY: 'short' })).toThrow(/RECEIVER_HMAC_KEY/);
  });
});
