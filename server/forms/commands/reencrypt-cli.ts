// `npm run receiver:reencrypt`: re-encrypts the stored submissions and the staff accounts' TOTP
// secrets to the first key of
// RECEIVER_KEYS (reencrypt-submissions.ts). The database: DATABASE_URL, else PGlite's folder
// given as RECEIVER_DATA_DIR. Run it after putting a new key first; remove the old key only after.
import { openCommandDatabase } from './command-database.ts';
import { reencryptStaffSecrets, reencryptSubmissions } from '../submissions/reencrypt-submissions.ts';

const { db, cipher } = await openCommandDatabase();
try {
  const count = await reencryptSubmissions(db, cipher);
  const secrets = await reencryptStaffSecrets(db, cipher);
  console.log(`re-encrypted ${count} submission(s) and ${secrets} staff second-factor secret(s) to key ${cipher.currentKeyId}`);
} finally {
  await db.close();
}
