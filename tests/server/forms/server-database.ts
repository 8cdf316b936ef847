import pg from 'pg';
import type { Database, Queryable } from '../../../server/forms/database/database.ts';

// A real PostgreSQL server (TEST_DATABASE_URL) behind the receiver's Database interface, for the
// one test openDatabase cannot serve: a session the server kills while its transaction is open.
// pg emits 'error' on a pool client that is checked out when its connection dies, and openDatabase
// listens on the pool only (idle clients), so there the kill would be an uncaught exception; here
// each checked-out client has a listener. `applicationName` tells the sessions apart in
// pg_stat_activity.

export function openServerDatabase(url: string, applicationName: string): Database {
  const pool = new pg.Pool({ connectionString: url, application_name: applicationName, max: 2 });
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
