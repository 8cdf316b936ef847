// A form as the receiver gets it, and the keys of a test: what the storage tests store.
import { randomBytes } from 'node:crypto';
import { createFieldCipher, type FieldCipher } from '../../../server/forms/cipher/field-cipher.ts';
import type { SubmissionInput } from '../../../server/forms/submissions/store-submission.ts';

/** a diagnosis: health data (152-ФЗ art. 10) that must never be stored readable */
export const DIAGNOSIS = 'ДЦП, спастический тетрапарез';

export function testCipher(ids: string[] = ['k1']): FieldCipher {
  return createFieldCipher(
    ids.map((id) => ({ id, key: keyOf(id) })),
    Buffer.alloc(32, 7),
  );
}

/** the same id gives the same key within a run: a ring [k2, k1] decrypts what [k1] encrypted */
function keyOf(id: string): Buffer {
  keys.set(id, keys.get(id) ?? randomBytes(32));
  return keys.get(id) as Buffer;
}
const keys = new Map<string, Buffer>();

export function anketInput(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    form: 'anket',
    idempotencyKey: `anket-${randomBytes(8).toString('hex')}`,
    fields: { childName: 'Иванов Пётр', birthDate: '2019-03-14', diagnosis: DIAGNOSIS, phone: '+7 912 345-67-89' },
    notice: {},
    phone: '+7 912 345-67-89',
    consent: { textVersion: 'consent-sha256-aaaa', policyVersion: 'policy-sha256-bbbb', at: new Date('2026-11-20T10:00:00Z') },
    client: { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' },
    receivedAt: new Date('2026-11-20T10:00:01Z'),
    ...overrides,
  };
}

export function callbackInput(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return anketInput({
    form: 'callback',
    idempotencyKey: `callback-${randomBytes(8).toString('hex')}`,
    fields: { name: 'Мария', phone: '+7 (903) 111-22-33', comment: 'перезвоните после 18:00' },
    notice: { name: 'Мария', phone: '+7 (903) 111-22-33' },
    phone: '+7 (903) 111-22-33',
    ...overrides,
  });
}
