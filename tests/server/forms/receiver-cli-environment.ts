import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

// What the tests that run `npm run receiver` as a process give it: a build's db.json naming the
// consent and policy editions each submission records, and the environment of a receiver with new
// keys, a test SMTP server, its own port and an inbox on a port of its own (other receivers may run
// beside it).

export async function writeBuiltPages(dir: string, hashes = { consent: 'c1', policy: 'p1' }): Promise<void> {
  const pages = [
    { id: 'consent', hash: hashes.consent },
    { id: 'privacy-policy', hash: hashes.policy },
  ];
  await writeFile(path.join(dir, 'db.json'), JSON.stringify({ site: { email: 'clinic@example.ru', formsRetentionDays: 30 }, pages }));
}

export function newKeys(): { RECEIVER_KEYS: string; RECEIVER_HMAC_KEY: string } {
  return { RECEIVER_KEYS: `k1:${randomBytes(32).toString('base64')}`, RECEIVER_HMAC_KEY: randomBytes(32).toString('base64') };
}

export function receiverEnvironment(settings: { dataDir: string; smtpPort: number; port: number; keys?: ReturnType<typeof newKeys> }): NodeJS.ProcessEnv {
  return {
    ...(settings.keys ?? newKeys()),
    SMTP_URL: `smtp://127.0.0.1:${settings.smtpPort}`,
    RECEIVER_NOTICE_TO: 'clinic@example.ru',
    RECEIVER_NOTICE_FROM: 'forms@example.ru',
    RECEIVER_PORT: String(settings.port),
    RECEIVER_INBOX_PORT: '0',
    DATA_DIR: settings.dataDir,
  };
}
