// The receiver's database access and migrations, on PGlite and (TEST_DATABASE_URL) a real
// PostgreSQL 15: the same answers from both, transactions that commit or leave nothing, and
// migrations applied exactly once even by two migrators at the same moment.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../../server/forms/database/database.ts';
import { migrate } from '../../../server/forms/database/migrate.ts';
import { backends, type Backend } from './backends.ts';

/** the receiver's tables and the inbox's, in name order */
const DESIGNED_TABLES = ['audit_log', 'deletion_log', 'health_alerts', 'login_throttle', 'outbox', 'staff_accounts', 'staff_sessions', 'submissions'];

describe.each(backends().map((backend) => [backend.name, backend] as const))('database on %s', (_, backend: Backend) => {
  let opened: Awaited<ReturnType<Backend['create']>>;
  let db: Database;
  beforeAll(async () => {
    opened = await backend.create();
    db = opened.db;
  });
  afterAll(async () => opened.dispose());

  test('answers int8 as a number, bytea as bytes, timestamptz as a Date, on both backends', async () => {
    const { rows } = await db.query<{ n: unknown; b: unknown; t: unknown; s: unknown }>(
      "SELECT $1::bigint AS n, '\\x00ff10'::bytea AS b, $2::timestamptz AS t, $3::text AS s",
      [42, new Date('2026-11-20T10:00:00Z'), 'ДЦП'],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.n).toBe(42);
    expect(row.b).toBeInstanceOf(Uint8Array);
    expect([...(row.b as Uint8Array)]).toEqual([0, 255, 16]);
    expect(row.t).toEqual(new Date('2026-11-20T10:00:00Z'));
    expect(row.s).toBe('ДЦП');
  });

  test('a query without parameters may hold several statements and answers the last one', async () => {
    const { rows } = await db.query<{ x: number }>(
      'CREATE TEMP TABLE several (x int); INSERT INTO several VALUES (1), (2); SELECT sum(x)::int AS x FROM several',
    );
    expect(rows).toEqual([{ x: 3 }]);
  });

  test('a transaction commits what its function did', async () => {
    await db.query('CREATE TABLE committed (x int)');
    const answer = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO committed VALUES ($1)', [1]);
      await tx.query('INSERT INTO committed VALUES ($1)', [2]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect((await db.query('SELECT x FROM committed ORDER BY x')).rows).toEqual([{ x: 1 }, { x: 2 }]);
  });

  test('a transaction whose function throws leaves nothing and rethrows', async () => {
    await db.query('CREATE TABLE rolled_back (x int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO rolled_back VALUES ($1)', [1]);
        throw new Error('midway');
      }),
    ).rejects.toThrow('midway');
    expect((await db.query('SELECT x FROM rolled_back')).rows).toEqual([]);
    // the connection is usable afterwards (not left inside the aborted transaction)
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  test('a failing statement inside a transaction rolls back the statements before it', async () => {
    await db.query('CREATE TABLE unique_x (x int UNIQUE)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO unique_x VALUES ($1)', [1]);
        await tx.query('INSERT INTO unique_x VALUES ($1)', [1]);
      }),
    ).rejects.toThrow(/unique/i);
    expect((await db.query('SELECT x FROM unique_x')).rows).toEqual([]);
  });

  describe('migrations', () => {
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'receiver-migrations-'));
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    test('apply the real migrations once, recorded, and create the designed tables', async () => {
      expect(await migrate(db)).toEqual(['001-submissions.sql', '002-inbox.sql', '003-health-alerts.sql', '004-consent-ticks.sql', '005-editor-role.sql']);
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.query<{ name: string }>('SELECT name FROM receiver_migrations ORDER BY name');
      expect(recorded.rows).toEqual([
        { name: '001-submissions.sql' },
        { name: '002-inbox.sql' },
        { name: '003-health-alerts.sql' },
        { name: '004-consent-ticks.sql' },
        { name: '005-editor-role.sql' },
      ]);
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1) ORDER BY 1`,
        [DESIGNED_TABLES],
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual([
        'audit_log',
        'deletion_log',
        'health_alerts',
        'login_throttle',
        'outbox',
        'staff_accounts',
        'staff_sessions',
        'submissions',
      ]);
    });

    test('two migrators at once apply each file once (the advisory lock)', async () => {
      writeFileSync(path.join(folder, '001-counter.sql'), 'CREATE TABLE counter (n int); INSERT INTO counter VALUES (1);');
      writeFileSync(path.join(folder, '002-more.sql'), 'INSERT INTO counter VALUES (2);');
      // a second pool is a second process's connections; PGlite has one connection, so both share it
      const other = (await opened.openAnother?.()) ?? db;
      const [first, second] = await Promise.all([migrate(db, folder), migrate(other, folder)]);
      expect([...first, ...second].sort()).toEqual(['001-counter.sql', '002-more.sql']);
      expect((await db.query('SELECT n FROM counter ORDER BY n')).rows).toEqual([{ n: 1 }, { n: 2 }]);
    });

    test('a failing migration leaves nothing of itself, unrecorded, and stops the run', async () => {
      writeFileSync(path.join(folder, '003-broken.sql'), 'CREATE TABLE half_made (x int); SELECT no_such_function();');
      writeFileSync(path.join(folder, '004-after.sql'), 'CREATE TABLE after_broken (x int);');
      await expect(migrate(db, folder)).rejects.toThrow(/003-broken\.sql failed/);
      const exists = await db.query<{ t: string | null }>("SELECT to_regclass('half_made')::text AS t, to_regclass('after_broken')::text AS a");
      expect(exists.rows).toEqual([{ t: null, a: null }]);
      const recorded = await db.query<{ name: string }>("SELECT name FROM receiver_migrations WHERE name LIKE '00%-%' ORDER BY name");
      expect(recorded.rows.map((row) => row.name)).not.toContain('003-broken.sql');
    });

    test('refuses a file whose name is not NNN-words.sql', async () => {
      const odd = mkdtempSync(path.join(os.tmpdir(), 'receiver-migrations-'));
      writeFileSync(path.join(odd, 'create tables.sql'), 'SELECT 1');
      await expect(migrate(db, odd)).rejects.toThrow(/NNN-words\.sql/);
      rmSync(odd, { recursive: true, force: true });
    });
  });
});

describe('PGlite in a folder', () => {
  test('keeps its rows and its recorded migrations across a reopen', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'receiver-pglite-'));
    try {
      const first = await openDatabase({ dataDir: folder });
      expect(await migrate(first)).toEqual(['001-submissions.sql', '002-inbox.sql', '003-health-alerts.sql', '004-consent-ticks.sql', '005-editor-role.sql']);
      await first.query("INSERT INTO deletion_log (reference, deleted_at, reason) VALUES ('К-000001', now(), 'retention')");
      await first.close();
      const again = await openDatabase({ dataDir: folder });
      expect(await migrate(again)).toEqual([]);
      expect((await again.query('SELECT reference FROM deletion_log')).rows).toEqual([{ reference: 'К-000001' }]);
      await again.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
