import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, MAX_PASSWORD_CHARS, verifyPassword } from '../../../../server/forms/inbox/accounts/password-hash.ts';

// scrypt at OWASP's cost by default; each hash salted; the cost stored with the hash; malformed
// hashes and overlong passwords match nothing.

describe('password hashes', () => {
  it('verifies the password at the default cost (N = 2^17, r = 8, p = 1) and refuses another', async () => {
    const hash = await hashPassword('пароль координатора');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(DEFAULT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await verifyPassword('пароль координатора', hash)).toBe(true);
    expect(await verifyPassword('пароль координатора ', hash)).toBe(false);
  }, 30_000);

  it('salts each hash, and reads the cost from the hash', async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const [a, b] = [await hashPassword('same', cheap), await hashPassword('same', cheap)];
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('matches nothing with a malformed hash or an overlong password', async () => {
    const hash = await hashPassword('x', { N: 1024, r: 8, p: 1 });
    for (const broken of ['', 'scrypt$1024$8$1$abc', hash.replace('scrypt', 'bcrypt'), `${hash}AAAA`]) expect(await verifyPassword('x', broken)).toBe(false);
    expect(await verifyPassword('я'.repeat(MAX_PASSWORD_CHARS + 1), hash)).toBe(false);
    await expect(hashPassword('я'.repeat(MAX_PASSWORD_CHARS + 1))).rejects.toThrow();
  });
});
