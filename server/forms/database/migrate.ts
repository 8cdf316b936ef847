// Brings the receiver's database up to date: the numbered files of migrations/ (NNN-name.sql),
// each applied once, in order, in a transaction of its own that also records it in
// receiver_migrations. Every transaction first takes one advisory lock, so two processes started at
// once (two app instances after a deploy) apply each file once: the second waits, then finds it
// recorded. A file that fails rolls back whole and stops the run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
/** pg_advisory_xact_lock's key for the receiver's migrations: any constant no other code uses */
const MIGRATION_LOCK = 4_152_001;
const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** the names of the migrations it applied now (none when the database was up to date) */
export async function migrate(db: Database, folder = MIGRATIONS): Promise<string[]> {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const name of files) if (!FILE_NAME.test(name)) throw new Error(`migration ${name}: the name must be NNN-words.sql`);
  const applied: string[] = [];
  for (const name of files) {
    const sql = readFileSync(path.join(folder, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.query('CREATE TABLE IF NOT EXISTS receiver_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const done = await tx.query('SELECT 1 FROM receiver_migrations WHERE name = $1', [name]);
      if (done.rows.length > 0) return false;
      try {
        await tx.query(sql);
      } catch (error) {
        throw new Error(`migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO receiver_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
