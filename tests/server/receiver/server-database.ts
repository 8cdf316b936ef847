import pg from 'pg';
import type { Database, Queryable } from '../../../server/receiver/outbox/database-port.ts';

// A real PostgreSQL server (TEST_DATABASE_URL) behind the receiver's Database interface, each
// Database its own pool of connections. `schema` keeps a test's tables apart from other tests
// sharing the database: every connection of the pool works in it; `applicationName` tells its
// sessions apart in pg_stat_activity.

export function openServerDatabase(url: string, schema: string, applicationName: string): Database {
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, application_name: applicationName, max: 2 });
  // a connection the server closed (a test kills one on purpose) must not take the process down
  pool.on('error', () => undefined);
  const over = (runner: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(text: string, params?: unknown[]) {
      return { rows: (await runner.query(text, params)).rows as Row[] };
    },
  });
  return {
    ...over(pool),
    async transaction(fn) {
      const client = await pool.connect();
      const ignoreLostConnection = () => undefined;
      client.on('error', ignoreLostConnection);
      try {
        await client.query('BEGIN');
        const result = await fn(over(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', ignoreLostConnection);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
