// `dist-node/forms-verify.mjs`: does the database of DATABASE_URL read with RECEIVER_KEYS? One form
// of each kind and a staff second-factor secret decrypted (decrypt-samples.ts); prints one JSON line
// of counts — never a value — for deploy/receiver/restore-test.sh. Nothing is written: no
// migration runs, so a restored database is checked as the backup left it. Exit 1: something does
// not decrypt; 2: a setting is missing.
import { loadCipher } from '../cipher/field-cipher.ts';
import { openDatabase } from '../database/database.ts';
import { readCommandSettings } from '../settings.ts';
import { decryptSamples } from '../submissions/decrypt-samples.ts';

const fail = (message: string, code: number): never => {
  for (const line of message.split('\n')) process.stderr.write(`forms-verify: ${line}\n`);
  process.exit(code);
};

const read = readCommandSettings(process.env);
if ('problems' in read) fail(read.problems.join('\n'), 2);
const { settings } = read as Extract<typeof read, { settings: unknown }>;
const cipher = (() => {
  try {
    return loadCipher(settings.keys);
  } catch (error) {
    return fail((error as Error).message, 2);
  }
})();
const db = await openDatabase(settings.database).catch((error: unknown) => fail(`the database could not be opened: ${(error as Error).message}`, 1));
try {
  const counts = await decryptSamples(db, cipher);
  process.stdout.write(`${JSON.stringify({ schemaVersion: 1, ...counts })}\n`);
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`forms-verify: ${(error as Error).message}\n`);
} finally {
  await db.close();
}
