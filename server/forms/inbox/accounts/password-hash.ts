// Staff passwords hashed with scrypt from node:crypto (Node's own, maintained with it; argon2id
// would need a native or WASM package on Node 20), at OWASP's recommended cost: N = 2^17, r = 8,
// p = 1 — 128 MiB and about a third of a second per hash here, which is what makes a stolen table
// slow to guess. Stored as scrypt$N$r$p$salt$hash (base64), so a later, higher cost applies to new
// hashes while the old still verify. At most two hashes run at once: a burst of logins queues
// rather than taking 128 MiB each.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const MAX_CONCURRENT = 2;
/** a password longer than this is refused before hashing: the cost must not grow with the input */
export const MAX_PASSWORD_CHARS = 256;

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return limited(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, HASH_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  if (password.length > MAX_PASSWORD_CHARS) throw new Error(`a password has at most ${MAX_PASSWORD_CHARS} characters`);
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** 16 bytes of salt and 32 of hash in base64, exactly: Buffer.from would skip what follows a '=' */
const STORED = /^scrypt\$(\d{1,9})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/]{22}==)\$([A-Za-z0-9+/]{43}=)$/;

/** whether the password matches; a malformed stored hash matches nothing */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = STORED.exec(stored);
  if (!parts || password.length > MAX_PASSWORD_CHARS) return false;
  const cost = { N: Number(parts[1]), r: Number(parts[2]), p: Number(parts[3]) };
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length !== HASH_BYTES) return false;
  const actual = await derive(password, Buffer.from(parts[4]!, 'base64'), cost);
  return timingSafeEqual(actual, expected);
}

/** a hash of a random password at the default cost: verified against when the login is unknown, so an unknown login takes as long as a wrong password */
export const UNKNOWN_ACCOUNT_HASH = hashPassword(randomBytes(18).toString('base64'));
