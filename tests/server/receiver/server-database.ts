import pg from 'pg';
import type { Database, Queryable } from '../../../server/receiver/outbox/database-port.ts';

// A real PostgreSQL server (TEST_DATABASE_URL) behind the receiver's Database interface, each
// Database its own pool of connections. `schema` keeps a test's tables apart from other tests
// sharing the database: every connection of the pool works in it.

export function openServerDatabase(url: string, schema: string): Database {
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, max: 2 });
  const over = (runner: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      return { rows: (await runner.query(text, params)).rows as Row[] };
    },
  });
  return {
    ...over(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(over(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
