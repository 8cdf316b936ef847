// `npm run receiver:reencrypt`: re-encrypts the stored submissions and the staff accounts' TOTP
// secrets to the first key of
// RECEIVER_KEYS (reencrypt-submissions.ts). The database: DATABASE_URL, else PGlite's folder
// given as RECEIVER_DATA_DIR. Run it after putting a new key first; remove the old key only after.
import { parseArgs } from 'node:util';
import { openCommandDatabase } from './command-database.ts';
import { commandUsage, HELP_OPTION } from './command-usage.ts';
import { reencryptStaffSecrets, reencryptSubmissions } from '../submissions/reencrypt-submissions.ts';

const USAGE = `usage: npm run receiver:reencrypt

  re-encrypts every stored form and staff second-factor secret to the first key of RECEIVER_KEYS;
  takes no arguments (--help, -h: this text)

the receiver's environment: DATABASE_URL, else RECEIVER_DATA_DIR (stop the receiver first),
RECEIVER_KEYS and RECEIVER_HMAC_KEY; exit codes: 0 done, 2 refused`;

const { help, fail } = commandUsage('receiver:reencrypt', USAGE);

// it takes no arguments, so any argument is a mistake, refused rather than run as a rewrite of every row
try {
  if (parseArgs({ options: HELP_OPTION, strict: true }).values.help) help();
} catch (error) {
  fail((error as Error).message);
}
const { db, cipher } = await openCommandDatabase().catch((error: unknown) => fail((error as Error).message));
try {
  const count = await reencryptSubmissions(db, cipher);
  const secrets = await reencryptStaffSecrets(db, cipher);
  console.log(`re-encrypted ${count} submission(s) and ${secrets} staff second-factor secret(s) to key ${cipher.currentKeyId}`);
} finally {
  await db.close();
}
