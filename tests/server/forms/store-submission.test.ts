// storeSubmission: the form, its consent and its outbox row committed together or not at all;
// idempotent on the browser's key, also when the same form arrives twice at the same moment; the
// fields and the notice encrypted; the e-mail's notice limited to what it may say.
import { describe, expect, test } from 'vitest';
import { formatReference, IdempotencyConflictError, storeSubmission } from '../../../server/forms/submissions/store-submission.ts';
import { backends } from './backends.ts';
import { useMigratedDatabase } from './backends.ts';
import { anketInput, callbackInput, DIAGNOSIS, testCipher } from './fixtures.ts';
import { cipherContext } from '../../../server/forms/submissions/cipher-context.ts';

const cipher = testCipher();

interface StoredRow {
  id: number;
  reference: string;
  form: string;
  received_at: Date;
  fields_cipher: Uint8Array;
  key_id: string;
  notice_cipher: Uint8Array;
  phone_hmac: string | null;
  consent_text_version: string;
  policy_version: string;
  consent_at: Date;
  client_address: string;
  user_agent: string;
  delivered_at: Date | null;
}

test('references: a Cyrillic letter per form and six digits at least, never cut', () => {
  expect(formatReference('callback', 42)).toBe('К-000042');
  expect(formatReference('anket', 42)).toBe('А-000042');
  expect(formatReference('anket', 1_234_567)).toBe('А-1234567');
});

describe.each(backends().map((backend) => [backend.name, backend] as const))('storeSubmission on %s', (_, backend) => {
  const database = useMigratedDatabase(backend);
  const count = async (table: string) => (await database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

  test('stores the submission with its consent, encrypted, and its outbox row, in one go', async () => {
    const input = anketInput();
    const stored = await storeSubmission(database.db, cipher, input);
    expect(stored).toEqual({ reference: 'А-000001', duplicate: false });

    const { rows } = await database.db.query<StoredRow>('SELECT * FROM submissions');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      reference: 'А-000001',
      form: 'anket',
      key_id: 'k1',
      consent_text_version: 'consent-sha256-aaaa',
      policy_version: 'policy-sha256-bbbb',
      client_address: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (test)',
      delivered_at: null,
    });
    expect(row.received_at).toEqual(input.receivedAt);
    expect(row.consent_at).toEqual(input.consent.at);
    expect(cipher.decryptJson(row.fields_cipher, row.key_id, cipherContext('fields', input.idempotencyKey))).toEqual(input.fields);
    expect(cipher.decryptJson(row.notice_cipher, row.key_id, cipherContext('notice', input.idempotencyKey))).toEqual({});
    expect(row.phone_hmac).toBe(cipher.phoneHmac('79123456789'));
    expect(Buffer.from(row.fields_cipher).includes(Buffer.from(DIAGNOSIS))).toBe(false);

    const outbox = await database.db.query<{ submission_id: number; attempts: number; next_attempt_at: Date; last_error: string | null }>(
      'SELECT * FROM outbox',
    );
    expect(outbox.rows).toEqual([{ submission_id: row.id, attempts: 0, next_attempt_at: input.receivedAt, last_error: null, created_at: input.receivedAt }]);
  });

  // 152-ФЗ ст. 9 ч. 3, ст. 10 ч. 2 п. 1: the tick and the separate health consent's document and edition
  test('records the consent tick and the health consent by document and edition; a half-named one is refused', async () => {
    const base = anketInput();
    await storeSubmission(database.db, cipher, { ...base, consent: { ...base.consent, ticked: true, health: { document: 'consent-health', version: 'h-1' } } });
    await storeSubmission(database.db, cipher, callbackInput());
    const { rows } = await database.db.query<{
      form: string;
      consent_ticked: boolean;
      health_consent_document: string | null;
      health_consent_version: string | null;
    }>('SELECT form, consent_ticked, health_consent_document, health_consent_version FROM submissions ORDER BY id');
    expect(rows).toEqual([
      { form: 'anket', consent_ticked: true, health_consent_document: 'consent-health', health_consent_version: 'h-1' },
      { form: 'callback', consent_ticked: false, health_consent_document: null, health_consent_version: null },
    ]);
    await expect(database.db.query("UPDATE submissions SET health_consent_version = NULL WHERE form = 'anket'")).rejects.toThrow(
      /submissions_health_consent_whole/,
    );
  });

  test('numbers each form on its own: К-000001, К-000002, А-000001', async () => {
    const references = [];
    for (const input of [callbackInput(), callbackInput(), anketInput()]) references.push((await storeSubmission(database.db, cipher, input)).reference);
    expect(references).toEqual(['К-000001', 'К-000002', 'А-000001']);
    const notice = await database.db.query<{ notice_cipher: Uint8Array; key_id: string; idempotency_key: string }>(
      "SELECT notice_cipher, key_id, idempotency_key FROM submissions WHERE form = 'callback' LIMIT 1",
    );
    const { notice_cipher, key_id, idempotency_key } = notice.rows[0]!;
    expect(cipher.decryptJson(notice_cipher, key_id, cipherContext('notice', idempotency_key))).toEqual({ name: 'Мария', phone: '+7 (903) 111-22-33' });
  });

  test('a resend with the same key stores nothing and answers the first reference', async () => {
    const input = callbackInput();
    const first = await storeSubmission(database.db, cipher, input);
    const again = await storeSubmission(database.db, cipher, { ...input, receivedAt: new Date('2026-11-20T10:05:00Z') });
    expect(first).toEqual({ reference: 'К-000001', duplicate: false });
    expect(again).toEqual({ reference: 'К-000001', duplicate: true });
    expect(await count('submissions')).toBe(1);
    expect(await count('outbox')).toBe(1);
  });

  test('the same form sent twice at the same moment: one row, one outbox row, one reference for both', async () => {
    const input = anketInput();
    // on the real server, a second pool: two connections racing for the key, as two requests would
    const other = (await database.openAnother()) ?? database.db;
    const answers = await Promise.all([
      storeSubmission(database.db, cipher, input),
      storeSubmission(other, cipher, input),
      storeSubmission(database.db, cipher, input),
      storeSubmission(other, cipher, input),
    ]);
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    expect(await count('submissions')).toBe(1);
    expect(await count('outbox')).toBe(1);
  });

  test('many different forms at once get distinct references', async () => {
    const other = (await database.openAnother()) ?? database.db;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => storeSubmission(index % 2 ? other : database.db, cipher, callbackInput())));
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(20);
    expect(await count('submissions')).toBe(20);
    expect(await count('outbox')).toBe(20);
  });

  test('the same key on another form is refused, not answered with the other form’s reference', async () => {
    const input = callbackInput();
    await storeSubmission(database.db, cipher, input);
    await expect(storeSubmission(database.db, cipher, anketInput({ idempotencyKey: input.idempotencyKey }))).rejects.toThrow(IdempotencyConflictError);
    expect(await count('submissions')).toBe(1);
  });

  test('when the outbox insert fails, the submission is not stored either', async () => {
    await database.db.query(
      `CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox refused'; END $$;
       CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox()`,
    );
    try {
      await expect(storeSubmission(database.db, cipher, anketInput())).rejects.toThrow(/outbox refused/);
      expect(await count('submissions')).toBe(0);
      expect(await count('outbox')).toBe(0);
    } finally {
      await database.db.query('DROP TRIGGER refuse_outbox ON outbox; DROP FUNCTION refuse_outbox()');
    }
    // and a resend afterwards is stored as new, not answered as a duplicate of nothing
    const input = anketInput();
    expect((await storeSubmission(database.db, cipher, input)).duplicate).toBe(false);
    expect(await count('outbox')).toBe(1);
  });

  test('the notice may carry only what the clinic’s e-mail may say', async () => {
    await expect(storeSubmission(database.db, cipher, anketInput({ notice: { diagnosis: DIAGNOSIS } }))).rejects.toThrow(
      /anket notice may not carry diagnosis/,
    );
    await expect(storeSubmission(database.db, cipher, callbackInput({ notice: { name: 'Мария', comment: 'x' } }))).rejects.toThrow(/may not carry comment/);
    expect(await count('submissions')).toBe(0);
  });

  test('refuses an empty or overlong idempotency key and an unknown form', async () => {
    await expect(storeSubmission(database.db, cipher, anketInput({ idempotencyKey: '' }))).rejects.toThrow(/idempotency key/);
    await expect(storeSubmission(database.db, cipher, anketInput({ idempotencyKey: 'x'.repeat(201) }))).rejects.toThrow(/idempotency key/);
    await expect(storeSubmission(database.db, cipher, anketInput({ form: 'other' as never }))).rejects.toThrow(/unknown form/);
    expect(await count('submissions')).toBe(0);
  });

  test('a form without a phone is stored without a phone HMAC', async () => {
    await storeSubmission(database.db, cipher, anketInput({ phone: undefined }));
    expect((await database.db.query('SELECT phone_hmac FROM submissions')).rows).toEqual([{ phone_hmac: null }]);
  });
});
