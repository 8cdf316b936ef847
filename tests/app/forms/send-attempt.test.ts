import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../common/forms/form-definitions.ts';
import { attemptFor, fingerprintOf, newIdempotencyKey } from '../../../app/forms/send-attempt.ts';

// One Idempotency-Key per submission: the same body keeps its key, another body gets a new one.

describe('send attempts', () => {
  it('makes keys the receiver takes, each different', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('reuses the previous attempt for the same body only', () => {
    const first = attemptFor({ Имя: 'Мария' }, undefined);
    expect(attemptFor({ Имя: 'Мария' }, first)).toBe(first);
    expect(attemptFor({ Имя: 'Марина' }, first).key).not.toBe(first.key);
    expect(fingerprintOf({ a: 'ab' })).not.toBe(fingerprintOf({ a: 'ba' }));
  });
});
