// `npm run receiver`: the clinic's forms service as a process of its own — the receiver behind
// nginx's `location = /api/forms` (deploy/nginx/site.conf, deploy/receiver/clinic-receiver.service),
// GET /healthz on the same port, the watch loop that mails the administrator (watch/), and the
// coordinators' inbox on its own port (docs/inbox.md). Its environment: settings.ts and
// deploy/receiver/receiver.env.example, checked whole before the database is opened or a port
// listened on. A submission is answered {success:true} only once its row, its consent record and
// its outbox row are committed in PostgreSQL; the outbox worker e-mails the notice; the retention
// sweep deletes what was delivered formsRetentionDays ago.
// Every line it writes is one JSON line of logging/service-logger.ts; the readiness line's msg is
// `receiver: listening on http://HOST:PORT` (docs/forms.md).
import { startFormsService } from './forms-service.ts';
import { createHealthChecks } from './health/health-checks.ts';
import { readInboxTls, startInbox, type RunningInbox } from './inbox/inbox-server.ts';
import { startEditor } from './editor/start-editor.ts';
import { createServiceLogger } from './logging/service-logger.ts';
import { consentVersionsFromFile } from './receiver/consent-versions.ts';
import { buildReceiverApp } from './receiver/receiver-app.ts';
import { serviceOptionsOf } from './service-options.ts';
import { readFormsSettings } from './settings.ts';
import { drainOnSignals } from './shutdown/drain.ts';
import { createAlertStore } from './watch/alert-state.ts';
import { startWatchLoop, type WatchLoop } from './watch/watch-loop.ts';

const logger = createServiceLogger();

function fail(message: string, error?: unknown): never {
  logger.fatal(error === undefined ? {} : { err: error }, `receiver: ${message}`);
  process.exit(2);
}

process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'receiver: an uncaught exception ends the process');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: reason }, 'receiver: an unhandled rejection ends the process');
  process.exit(1);
});

const read = readFormsSettings(process.env);
if ('problems' in read) {
  for (const problem of read.problems) logger.fatal({ setting: true }, `receiver: ${problem}`);
  process.exit(2);
}
const { settings } = read;
const options = orFail(() => serviceOptionsOf(settings));
const inboxSettings = settings.inbox;
const inboxTls = inboxSettings && orFail(() => readInboxTls(inboxSettings));
if (!settings.mail) logger.warn('receiver: SMTP_URL is not set: the notices wait in the outbox until it is');
if (!settings.watch.alertTo) logger.warn('receiver: RECEIVER_ALERT_TO is not set: health failures are logged, not mailed');

const service = await startFormsService({ ...options, logger }).catch((error: unknown) =>
  fail(`the database could not be opened: ${(error as Error).message}`, error),
);
const health = createHealthChecks(settings.health, service.db);
const app = buildReceiverApp({
  store: service.store,
  ...(settings.receiver.clientRatePerMinute === undefined ? {} : { clientRatePerMinute: settings.receiver.clientRatePerMinute }),
  ...(settings.receiver.globalRatePerMinute === undefined ? {} : { globalRatePerMinute: settings.receiver.globalRatePerMinute }),
  consentVersions: consentVersionsFromFile(settings.dbFile),
  trustProxy: settings.receiver.trustProxy,
  health,
  logger,
});
const { host, port } = settings.receiver;
await app
  .listen({ host, port, listenTextResolver: (address) => `receiver: listening on ${address}` })
  .catch((error: unknown) => fail(`cannot listen on ${host}:${port}: ${(error as Error).message}`, error));

// the inbox logs `inbox: listening on …` itself
let inbox: RunningInbox | undefined;
// the web editor beside the inbox: a site repository out of reach (SSH, the host key) leaves the
// editor out and says so — the forms are taken regardless
const editor =
  settings.editor &&
  (await startEditor(settings.editor).catch((error: unknown) => {
    logger.error({ err: error }, `editor: the site's repository cannot be reached, /admin/ is off: ${(error as Error).message}`);
    return undefined;
  }));
if (inboxSettings) {
  inbox = await startInbox(inboxSettings, inboxTls, {
    editor,
    db: service.db,
    cipher: options.cipher,
    timeZone: options.timeZone,
    retentionDays: options.retentionDays,
    logger,
  }).catch((error: unknown) => fail(`the inbox: ${(error as Error).message}`, error));
}

const alertTo = settings.watch.alertTo;
const watch: WatchLoop = startWatchLoop({
  checks: health,
  alerts: createAlertStore(service.db, logger),
  logger,
  intervalMs: settings.watch.intervalSeconds * 1000,
  mail: alertTo && service.mail ? { mailer: service.mail.mailer, to: alertTo, from: service.mail.from } : undefined,
  timeZone: options.timeZone,
});

drainOnSignals({ receiver: app, inbox, watch, service, logger });

/** what a setting names (the keys, the build, the TLS files), or the process ends saying why */
function orFail<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    return fail((error as Error).message);
  }
}
