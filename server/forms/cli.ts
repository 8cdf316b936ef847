// `npm run receiver`: the clinic's forms service as a process of its own — the receiver behind
// nginx's `location = /api/forms` (deploy/nginx/site.conf, deploy/receiver/clinic-receiver.service)
// and the coordinators' inbox on its own port (docs/inbox.md). Its environment: settings.ts and
// deploy/receiver/receiver.env.example, checked whole before the database is opened or a port
// listened on. A submission is answered {success:true} only once its row, its consent record and
// its outbox row are committed in PostgreSQL; the outbox worker e-mails the notice; the retention
// sweep deletes what was delivered formsRetentionDays ago.
import { startFormsService } from './forms-service.ts';
import { readInboxTls, startInbox, type RunningInbox } from './inbox/inbox-server.ts';
import { consentVersionsFromFile } from './receiver/consent-versions.ts';
import { buildReceiverApp } from './receiver/receiver-app.ts';
import { serviceOptionsOf } from './service-options.ts';
import { readFormsSettings } from './settings.ts';

function fail(message: string): never {
  for (const line of message.split('\n')) process.stderr.write(`receiver: ${line}\n`);
  process.exit(2);
}

const read = readFormsSettings(process.env);
if ('problems' in read) fail(read.problems.join('\n'));
const { settings } = read;
const options = orFail(() => serviceOptionsOf(settings));
const inboxSettings = settings.inbox;
const inboxTls = inboxSettings && orFail(() => readInboxTls(inboxSettings));
if (!settings.mail) process.stderr.write('receiver: SMTP_URL is not set: the notices wait in the outbox until it is\n');

const service = await startFormsService(options).catch((error: unknown) => fail(`the database could not be opened: ${(error as Error).message}`));
const app = buildReceiverApp({
  store: service.store,
  ...(settings.receiver.clientRatePerMinute === undefined ? {} : { clientRatePerMinute: settings.receiver.clientRatePerMinute }),
  ...(settings.receiver.globalRatePerMinute === undefined ? {} : { globalRatePerMinute: settings.receiver.globalRatePerMinute }),
  consentVersions: consentVersionsFromFile(settings.dbFile),
  trustProxy: settings.receiver.trustProxy,
});
const { host, port } = settings.receiver;
await app.listen({ host, port }).catch((error: unknown) => fail(`cannot listen on ${host}:${port}: ${(error as Error).message}`));
process.stdout.write(`receiver: listening on http://${host}:${port}/api/forms\n`);

let inbox: RunningInbox | undefined;
if (inboxSettings) {
  inbox = await startInbox(inboxSettings, inboxTls, {
    db: service.db,
    cipher: options.cipher,
    timeZone: options.timeZone,
    retentionDays: options.retentionDays,
  }).catch((error: unknown) => fail(`the inbox: ${(error as Error).message}`));
  process.stdout.write(`receiver: the coordinators' inbox on ${inbox.url}\n`);
}

const stop = async () => {
  await inbox?.close();
  await app.close();
  await service.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

/** what a setting names (the keys, the build, the TLS files), or the process ends saying why */
function orFail<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    return fail((error as Error).message);
  }
}
