import { openDatabase, type DatabaseOptions } from '../../server/forms/database/database.ts';

// What the receiver's database holds once it is stopped: each submission's idempotency key and
// reference, and how many are still waiting in the outbox.

export interface StoredSubmissions {
  /** idempotency key → reference */
  byKey: Map<string, string>;
  /** keys stored more than once (the UNIQUE constraint should make this 0) */
  duplicateKeys: number;
  undelivered: number;
}

export async function readStoredSubmissions(database: DatabaseOptions): Promise<StoredSubmissions> {
  const db = await openDatabase(database);
  try {
    const rows = (await db.query<{ idempotency_key: string; reference: string }>('SELECT idempotency_key, reference FROM submissions')).rows;
    const byKey = new Map<string, string>();
    let duplicateKeys = 0;
    for (const row of rows) {
      if (byKey.has(row.idempotency_key)) duplicateKeys++;
      byKey.set(row.idempotency_key, row.reference);
    }
    const [outbox] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM outbox')).rows;
    return { byKey, duplicateKeys, undelivered: outbox?.count ?? 0 };
  } finally {
    await db.close();
  }
}
