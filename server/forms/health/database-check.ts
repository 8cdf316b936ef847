import type { Queryable } from '../database/database.ts';
import { failing, messageOf, passing, type CheckResult } from './check-result.ts';

// The database answers a `SELECT 1`: without it no form is stored (the visitors get 503).

export async function checkDatabase(db: Queryable): Promise<CheckResult> {
  const started = performance.now();
  try {
    await db.query('SELECT 1');
  } catch (error) {
    return failing('the database does not answer', `database: ${messageOf(error)}`);
  }
  return passing({ ms: Math.round(performance.now() - started) });
}
