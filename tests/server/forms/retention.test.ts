// Deletion (152-ФЗ art. 21): after the retention period counted from delivery, and at once on the
// person's request by reference or phone. Each deletion is logged with the reference, the time and
// the reason only — nothing of the person.
import { describe, expect, test } from 'vitest';
import { deleteExpired, deleteOnRequest } from '../../../server/forms/submissions/retention.ts';
import { storeSubmission } from '../../../server/forms/submissions/store-submission.ts';
import { backends, useMigratedDatabase } from './backends.ts';
import { anketInput, callbackInput, testCipher } from './fixtures.ts';

const cipher = testCipher();
const NOW = new Date('2026-11-25T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe.each(backends().map((backend) => [backend.name, backend] as const))('retention on %s', (_, backend) => {
  const database = useMigratedDatabase(backend);
  const references = async () =>
    (await database.db.query<{ reference: string }>('SELECT reference FROM submissions ORDER BY reference')).rows.map((row) => row.reference);
  const log = async () => (await database.db.query('SELECT reference, deleted_at, reason FROM deletion_log ORDER BY reference')).rows;

  async function store(input = anketInput(), deliveredAt: Date | null = null): Promise<string> {
    const { reference } = await storeSubmission(database.db, cipher, input);
    if (deliveredAt) await database.db.query('UPDATE submissions SET delivered_at = $1 WHERE reference = $2', [deliveredAt, reference]);
    return reference;
  }

  test('deleteExpired deletes what was delivered more than N days ago, keeps the rest, and logs each', async () => {
    const old = await store(anketInput(), daysBefore(31));
    const older = await store(callbackInput(), daysBefore(400));
    const recent = await store(anketInput(), daysBefore(29));
    // never delivered and received within the period: kept (the outbox reports it as stuck)
    const undelivered = await store(anketInput());
    await database.db.query('UPDATE submissions SET received_at = $1 WHERE reference = $2', [daysBefore(29), undelivered]);

    expect(await deleteExpired(database.db, { deliveredDaysAgo: 30, now: NOW })).toBe(2);
    expect(await references()).toEqual([recent, undelivered].sort());
    expect(await log()).toEqual([old, older].sort().map((reference) => ({ reference, deleted_at: NOW, reason: 'retention' })));
    // a second run finds nothing more
    expect(await deleteExpired(database.db, { deliveredDaysAgo: 30, now: NOW })).toBe(0);
    expect(await log()).toHaveLength(2);
  });

  // the privacy policy 7.1: a form whose notice never went out has the same limit, from its arrival
  test('deleteExpired deletes a form never delivered once it arrived more than N days ago, with its outbox row', async () => {
    const stuck = await store(anketInput());
    const fresh = await store(callbackInput());
    await database.db.query('UPDATE submissions SET received_at = $1 WHERE reference = $2', [daysBefore(31), stuck]);
    await database.db.query('UPDATE submissions SET received_at = $1 WHERE reference = $2', [daysBefore(30), fresh]);

    expect(await deleteExpired(database.db, { deliveredDaysAgo: 30, now: NOW })).toBe(1);
    expect(await references()).toEqual([fresh]);
    expect((await database.db.query('SELECT count(*)::int AS n FROM outbox')).rows).toEqual([{ n: 1 }]);
    expect(await log()).toEqual([{ reference: stuck, deleted_at: NOW, reason: 'retention' }]);
  });

  test('deleteExpired keeps a row delivered exactly N days ago and refuses a negative period', async () => {
    await store(anketInput(), daysBefore(30));
    expect(await deleteExpired(database.db, { deliveredDaysAgo: 30, now: NOW })).toBe(0);
    await expect(deleteExpired(database.db, { deliveredDaysAgo: -1, now: NOW })).rejects.toThrow(/days/);
    await expect(deleteExpired(database.db, { deliveredDaysAgo: Number.NaN, now: NOW })).rejects.toThrow(/days/);
  });

  test('deleteOnRequest by reference deletes that submission and its outbox row, logging a withdrawal', async () => {
    const kept = await store(anketInput());
    const withdrawn = await store(anketInput());
    expect(await deleteOnRequest(database.db, { reference: ` ${withdrawn} ` }, cipher, NOW)).toBe(1);
    expect(await references()).toEqual([kept]);
    expect((await database.db.query('SELECT count(*)::int AS n FROM outbox')).rows).toEqual([{ n: 1 }]);
    expect(await log()).toEqual([{ reference: withdrawn, deleted_at: NOW, reason: 'withdrawal' }]);
  });

  test('deleteOnRequest by phone finds every submission of that number, however it is written', async () => {
    const first = await store(callbackInput({ phone: '+7 (903) 111-22-33' }));
    const second = await store(anketInput({ phone: '79031112233' }));
    const other = await store(anketInput({ phone: '+7 903 111-22-34' }));
    expect(await deleteOnRequest(database.db, { phone: '+7 903 111 22 33' }, cipher, NOW)).toBe(2);
    expect(await references()).toEqual([other]);
    expect((await log()).map((row) => row.reference)).toEqual([first, second].sort());
  });

  test('a request that matches nothing deletes nothing and logs nothing', async () => {
    await store(anketInput());
    expect(await deleteOnRequest(database.db, { reference: 'А-999999' }, cipher, NOW)).toBe(0);
    expect(await deleteOnRequest(database.db, { phone: '+7 000 000-00-00' }, cipher, NOW)).toBe(0);
    expect(await log()).toEqual([]);
    expect(await references()).toHaveLength(1);
  });

  test('deletion_log has room for the reference, the time and the reason only', async () => {
    const columns = await database.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'deletion_log' ORDER BY ordinal_position",
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'reference', 'deleted_at', 'reason']);
    await expect(database.db.query("INSERT INTO deletion_log (reference, deleted_at, reason) VALUES ('x', now(), 'curiosity')")).rejects.toThrow(/check/i);
  });
});
