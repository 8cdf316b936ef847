// `npm run receiver`: the clinic's form receiver as a process of its own, behind nginx's
// `location = /api/forms` (deploy/nginx/site.conf, deploy/receiver/clinic-receiver.service). Its
// environment: deploy/receiver/receiver.env.example. It answers a submission {success:true} only
// once its row, its consent record and its outbox row are committed in PostgreSQL; the outbox
// worker e-mails the notice; the retention sweep deletes what was delivered formsRetentionDays ago.
// The coordinators' inbox (server/forms/inbox, docs/inbox.md) runs in the same process on its own port,
// 127.0.0.1:3300 unless RECEIVER_INBOX_HOST/PORT say otherwise (RECEIVER_INBOX=off: none).
import path from 'node:path';
import { inboxSettingsFromEnvironment, startInbox, type RunningInbox } from './inbox/inbox-server.ts';
import { consentVersionsFromFile } from './receiver/consent-versions.ts';
import { buildReceiverApp } from './receiver/receiver-app.ts';
import { receiverOptionsFromEnvironment } from './receiver-environment.ts';
import { startReceiverService } from './forms-service.ts';

const DEFAULT_PORT = 3200;
const DEFAULT_INBOX_PORT = 3300;

const env = process.env;
const fail = (message: string): never => {
  process.stderr.write(`receiver: ${message}\n`);
  process.exit(2);
};

const url = env.DATABASE_URL;
const dataDir = env.RECEIVER_DATA_DIR;
if (!url && !dataDir) fail('DATABASE_URL (the PostgreSQL server) or RECEIVER_DATA_DIR (an embedded database folder) must be set');
if (!env.SMTP_URL) process.stderr.write('receiver: SMTP_URL is not set: the notices wait in the outbox until it is\n');
const options = await receiverOptionsFromEnvironment(env, { dbFile: path.resolve(env.DATA_DIR ?? 'dist-data', 'db.json'), database: { url, dataDir } }).catch(
  (error: unknown) => fail((error as Error).message),
);
const service = await startReceiverService(options).catch((error: unknown) => fail(`the database could not be opened: ${(error as Error).message}`));

// for load tests only (npm run bench -- forms): the production limits are the app's defaults
const ratePerMinute = (name: string): number | undefined => {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) fail(`${name} must be a whole number of submissions a minute`);
  return limit;
};
const clientRatePerMinute = ratePerMinute('RECEIVER_CLIENT_RATE_PER_MINUTE');
const globalRatePerMinute = ratePerMinute('RECEIVER_GLOBAL_RATE_PER_MINUTE');

const app = buildReceiverApp({
  store: service.store,
  ...(clientRatePerMinute === undefined ? {} : { clientRatePerMinute }),
  ...(globalRatePerMinute === undefined ? {} : { globalRatePerMinute }),
  consentVersions: consentVersionsFromFile(path.resolve(env.DATA_DIR ?? 'dist-data', 'db.json')),
  // nginx on this machine sets X-Forwarded-For to the visitor's address
  trustProxy: env.RECEIVER_TRUST_PROXY ?? '127.0.0.1',
});
const host = env.RECEIVER_HOST ?? '127.0.0.1';
const port = Number(env.RECEIVER_PORT ?? DEFAULT_PORT);
await app.listen({ host, port }).catch((error: unknown) => fail(`cannot listen on ${host}:${port}: ${(error as Error).message}`));
process.stdout.write(`receiver: listening on http://${host}:${port}/api/forms\n`);

let inbox: RunningInbox | undefined;
try {
  const inboxSettings = inboxSettingsFromEnvironment(env, DEFAULT_INBOX_PORT);
  if (inboxSettings) {
    inbox = await startInbox(inboxSettings, { db: service.db, cipher: options.cipher, timeZone: options.timeZone, retentionDays: options.retentionDays });
    process.stdout.write(`receiver: the coordinators' inbox on ${inbox.url}\n`);
  }
} catch (error) {
  fail(`the inbox: ${(error as Error).message}`);
}

const stop = async () => {
  await inbox?.close();
  await app.close();
  await service.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
