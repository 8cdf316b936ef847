import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from '../../../server/receiver/outbox/database-port.ts';

// An in-memory PostgreSQL (PGlite, PostgreSQL 18 in WASM) behind the receiver's Database interface.
// One connection: PGlite runs one transaction at a time, the others wait their turn.

export async function openMemoryDatabase(): Promise<Database> {
  const pglite = new PGlite();
  await pglite.waitReady;
  const over = (runner: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      return { rows: (await runner.query<Row>(text, params)).rows };
    },
  });
  return {
    ...over(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(over(tx))),
    close: () => pglite.close(),
  };
}
