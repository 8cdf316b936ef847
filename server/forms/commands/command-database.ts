import { loadCipher, type FieldCipher } from '../cipher/field-cipher.ts';
import { openDatabase, type Database } from '../database/database.ts';
import { migrate } from '../database/migrate.ts';
import { readCommandSettings } from '../settings.ts';

// What the forms service's commands (receiver:delete, receiver:reencrypt, staff) open, from the
// service's own environment (settings.ts): the database — DATABASE_URL, else the embedded folder
// RECEIVER_DATA_DIR (one process at a time: stop the service first) — brought up to date, and the
// keys. Throws with every setting to fix.

export async function openCommandDatabase(env: NodeJS.ProcessEnv = process.env): Promise<{ db: Database; cipher: FieldCipher }> {
  const read = readCommandSettings(env);
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  const cipher = loadCipher(read.settings.keys);
  const db = await openDatabase(read.settings.database);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, cipher };
}
