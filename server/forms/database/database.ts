// The form receiver's one way to its PostgreSQL database: a real server through a pg pool when a
// URL is given (DATABASE_URL in production), else PGlite — PostgreSQL compiled to WASM, in this
// process — in a folder, or in memory for a test. Both answer the same: int8 as a JS number, bytea
// as a Uint8Array (pg's Buffer is one), timestamptz as a Date. SQL is kept to what PostgreSQL 15
// has (the clinic's Debian server); PGlite is 18.
//
// A query without parameters goes as a simple query (pg does so on its own; PGlite's exec here), so
// it may hold several statements — a migration file — and answers the rows of the last one.
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  /**
   * Runs fn in one transaction (BEGIN … COMMIT, ROLLBACK when fn throws); fn's queries go through
   * `tx`. With PGlite (one connection) a query on the database itself inside fn waits for the
   * transaction to end: it would never run.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… of a real server */
  url?: string;
  /** PGlite's folder when there is no url; in memory when neither is given */
  dataDir?: string;
  /** told when an idle pooled connection fails (the server restarted); stderr by default */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const onIdleError = options.onIdleError ?? ((error: Error) => console.error(`receiver database: an idle connection failed: ${error.message}`));
  return options.url ? openPool(options.url, onIdleError) : openPGlite(options.dataDir);
}

const INT8 = 20;

/** int8 (bigserial ids, count(*)) as a number; an id past 2^53 would be a broken promise, so it throws */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 ${text} does not fit a JS number`);
  return value;
}

/** pg's parsers, but int8 as PGlite answers it: a number */
const POOL_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPool(url: string, onIdleError: (error: Error) => void): Database {
  // a server that does not answer (a host gone from the network, not one refusing) fails a new
  // connection after 5 s instead of holding the visitor's request: they get the failure alert
  const pool = new pg.Pool({ connectionString: url, max: 5, types: POOL_TYPES, connectionTimeoutMillis: 5_000 });
  let closing = false;
  // an idle connection the server dropped: the pool replaces it; without a listener it would end the
  // process. After close() it is one still hanging up (pool.end() does not wait for that): no news.
  pool.on('error', (error) => {
    if (!closing) onIdleError(error);
  });
  const over = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row>(text: string, params?: unknown[]) => {
      const result = await client.query(text, params);
      // several statements answer one result each: the last one's rows, as PGlite's side does
      const last = Array.isArray(result) ? (result as pg.QueryResult[]).at(-1) : result;
      return { rows: (last?.rows ?? []) as Row[] };
    },
  });
  return {
    ...over(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      // a connection the server ends while it is checked out (a restart, a session timeout during a
      // notice's SMTP exchange): the query in flight fails and the transaction rolls back; without
      // a listener the client's 'error' event would end the process. It is not given back.
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(over(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // a connection that cannot roll back is not given back to the pool
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  const lite = await PGlite.create(dataDir ?? 'memory://');
  const over = (target: PGlite | PGliteTransaction): Queryable => ({
    query: async <Row>(text: string, params?: unknown[]) => {
      if (params && params.length > 0) return { rows: (await target.query<Row>(text, params)).rows };
      const results = await target.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Row[] };
    },
  });
  return {
    ...over(lite),
    // PGlite's own transaction holds its one connection for fn and rolls back when fn throws
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => lite.transaction((tx) => fn(over(tx))),
    close: () => lite.close(),
  };
}
