import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totpCode, verifyTotp } from '../../../../server/forms/inbox/accounts/totp.ts';

// RFC 4226 appendix D and RFC 6238 appendix B test values (SHA-1), base32 round trips, and the
// window and replay rules of the login.

const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP', () => {
  it('gives the HOTP values of RFC 4226 appendix D', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('gives the TOTP values of RFC 6238 appendix B (last six digits of the eight)', () => {
    const secret = base32Encode(RFC_SECRET);
    const cases: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of cases) expect(totpCode(secret, seconds * 1000)).toBe(code.slice(2));
  });

  it('round-trips base32 and reads it with spaces and in lower case', () => {
    const secret = base32Encode(RFC_SECRET);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(RFC_SECRET);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts the step before and after, refuses further and refuses a step already used', () => {
    const secret = base32Encode(RFC_SECRET);
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    for (const offset of [-1, 0, 1]) expect(verifyTotp(secret, totpCode(secret, now + offset * 30_000), now, null)).toBe(step + offset);
    for (const offset of [-2, 2]) expect(verifyTotp(secret, totpCode(secret, now + offset * 30_000), now, null)).toBeUndefined();
    expect(verifyTotp(secret, totpCode(secret, now), now, step)).toBeUndefined();
    expect(verifyTotp(secret, 'abcdef', now, null)).toBeUndefined();
    expect(verifyTotp(secret, '', now, null)).toBeUndefined();
  });

  it('writes the otpauth address an authenticator app reads', () => {
    expect(otpauthUri('ABCD', 'olga', 'Клиника')).toBe(
      'otpauth://totp/%D0%9A%D0%BB%D0%B8%D0%BD%D0%B8%D0%BA%D0%B0%3Aolga?secret=ABCD&issuer=%D0%9A%D0%BB%D0%B8%D0%BD%D0%B8%D0%BA%D0%B0&algorithm=SHA1&digits=6&period=30',
    );
  });
});
