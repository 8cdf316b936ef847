// `npm run receiver:reencrypt`: re-encrypts the stored submissions and the staff accounts' TOTP
// secrets to the first key of
// RECEIVER_KEYS (reencrypt-submissions.ts). The database: DATABASE_URL, else PGlite's folder
// given as RECEIVER_DATA_DIR. Run it after putting a new key first; remove the old key only after.
import { loadCipher } from '../cipher/field-cipher.ts';
import { openDatabase } from '../database/database.ts';
import { migrate } from '../database/migrate.ts';
import { reencryptStaffSecrets, reencryptSubmissions } from './reencrypt-submissions.ts';

const url = process.env.DATABASE_URL;
const dataDir = process.env.RECEIVER_DATA_DIR;
if (!url && !dataDir) throw new Error('DATABASE_URL (a PostgreSQL server) or RECEIVER_DATA_DIR (a PGlite folder) must be set');
const cipher = loadCipher();
const db = await openDatabase({ url, dataDir });
try {
  await migrate(db);
  const count = await reencryptSubmissions(db, cipher);
  const secrets = await reencryptStaffSecrets(db, cipher);
  console.log(`re-encrypted ${count} submission(s) and ${secrets} staff second-factor secret(s) to key ${cipher.currentKeyId}`);
} finally {
  await db.close();
}
