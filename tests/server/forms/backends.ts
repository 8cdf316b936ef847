// The databases the receiver's storage tests run against: PGlite (PostgreSQL 18 in WASM) always,
// and a real PostgreSQL server — Debian's 15, what the clinic runs — when TEST_DATABASE_URL names
// one (npm test starts one: testing/services/test-postgres.ts). On the real server each test file gets a
// database of its own, dropped afterwards, so files running in parallel never meet.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase, type Database } from '../../../server/forms/database/database.ts';
import { migrate } from '../../../server/forms/database/migrate.ts';

export interface Backend {
  name: string;
  /** a new, empty database and a way to open a second connection pool to it (real server only) */
  create(): Promise<{ db: Database; openAnother?: () => Promise<Database>; dispose(): Promise<void> }>;
}

const pglite: Backend = {
  name: 'PGlite',
  async create() {
    const db = await openDatabase({});
    return { db, dispose: () => db.close() };
  },
};

/** a new, empty database on the server of adminUrl: its URL, and a way to drop it (closing its sessions) */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `receiver_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

function realServer(adminUrl: string): Backend {
  return {
    name: 'PostgreSQL server',
    async create() {
      const scratch = await createScratchDatabase(adminUrl);
      const db = await openDatabase({ url: scratch.url });
      const others: Database[] = [];
      return {
        db,
        openAnother: async () => {
          const other = await openDatabase({ url: scratch.url });
          others.push(other);
          return other;
        },
        async dispose() {
          await Promise.all([db, ...others].map((each) => each.close()));
          await scratch.drop();
        },
      };
    },
  };
}

/** PGlite, and the real server when TEST_DATABASE_URL is set */
export function backends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, realServer(url)] : [pglite];
}

/**
 * Inside a describe: one migrated database for its tests, emptied before each one (rows and the
 * reference sequences), closed after the last. The getters read the current one.
 */
export function useMigratedDatabase(backend: Backend): { readonly db: Database; openAnother(): Promise<Database | undefined> } {
  let opened: Awaited<ReturnType<Backend['create']>> | undefined;
  beforeAll(async () => {
    opened = await backend.create();
    await migrate(opened.db);
  });
  afterAll(async () => opened?.dispose());
  beforeEach(async () => {
    await opened?.db.query(
      `TRUNCATE submissions, outbox, deletion_log, staff_accounts, staff_sessions, login_throttle, audit_log RESTART IDENTITY CASCADE;
       ALTER SEQUENCE submission_reference_callback RESTART; ALTER SEQUENCE submission_reference_anket RESTART`,
    );
  });
  return {
    get db() {
      if (!opened) throw new Error('the database is opened in beforeAll');
      return opened.db;
    },
    openAnother: async () => opened?.openAnother?.(),
  };
}
