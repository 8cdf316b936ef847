import { loadCipher, type FieldCipher } from '../cipher/field-cipher.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';

// What the receiver's commands (receiver:delete, receiver:reencrypt, staff) open, from the
// receiver's own environment: the database — DATABASE_URL, else the embedded folder
// RECEIVER_DATA_DIR (one process at a time: stop the receiver first) — brought up to date, and the
// keys. Throws with the setting to fix.

export async function openCommandDatabase(env: NodeJS.ProcessEnv = process.env): Promise<{ db: Database; cipher: FieldCipher }> {
  const url = env.DATABASE_URL;
  const dataDir = env.RECEIVER_DATA_DIR;
  if (!url && !dataDir) throw new Error('DATABASE_URL (the PostgreSQL server) or RECEIVER_DATA_DIR (an embedded database folder) must be set');
  const cipher = loadCipher(env);
  const db = await openDatabase({ url, dataDir });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, cipher };
}
