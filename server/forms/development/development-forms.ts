import path from 'node:path';
import { DEVELOPMENT_ACCOUNTS_FILE, ensureDevelopmentAccounts } from './development-accounts.ts';
import { readInboxTls, startInbox, type RunningInbox } from '../inbox/inbox-server.ts';
import { developmentKeys } from './development-keys.ts';
import type { MountedReceiverOptions } from '../receiver/mount-receiver.ts';
import { startFormsService, type FormsService } from '../forms-service.ts';
import { createServiceLogger } from '../logging/service-logger.ts';
import { serviceOptionsOf } from '../service-options.ts';
import { PRODUCTION_DEFAULTS, readFormsSettings } from '../settings.ts';

// The receiver that `npm start` and `npm run preview` mount at POST /api/forms, with nothing to set
// up: an embedded PostgreSQL (PGlite) in a folder under var/receiver/, one per API port so that two
// stacks side by side never share one; keys made on first use (development-keys.ts). The notices
// wait in the outbox unless SMTP_URL names a mail server. DATABASE_URL, RECEIVER_KEYS and
// RECEIVER_DATA_DIR, when set, are used as in production. The coordinators' inbox listens on
// 127.0.0.1 at the API's port + 300 (RECEIVER_INBOX_PORT), with two development accounts made on
// first use (server/forms/development/development-accounts.ts).

const VAR_DIR = path.resolve(import.meta.dirname, '../../../var/receiver');
/** the inbox's port beside the API's: two stacks side by side never share one */
const INBOX_PORT_OFFSET = 300;

export interface DevelopmentReceiver {
  options: MountedReceiverOptions;
  /** stops the outbox worker and closes the database (on the process's way out) */
  stop(): Promise<void>;
}

export function developmentReceiver(settings: { dbFile: string; apiPort: number }): DevelopmentReceiver {
  const env = process.env;
  // the service's JSON lines on stderr, warnings and errors only: npm start's own output stays readable
  const logger = createServiceLogger(process.stderr);
  logger.level = 'warn';
  const dataDir = env.RECEIVER_DATA_DIR ?? path.join(VAR_DIR, `api-${settings.apiPort}`);
  let inbox: RunningInbox | undefined;
  const starting: Promise<FormsService> = (async () => {
    const keys = env.RECEIVER_KEYS ? {} : developmentKeys(VAR_DIR);
    const read = readFormsSettings(
      { ...env, ...keys, RECEIVER_DATA_DIR: dataDir, DATA_DIR: path.dirname(settings.dbFile) },
      { ...PRODUCTION_DEFAULTS, inboxPort: settings.apiPort + INBOX_PORT_OFFSET },
    );
    if ('problems' in read) throw new Error(read.problems.join('; '));
    const options = serviceOptionsOf(read.settings);
    const service = await startFormsService({ ...options, logger });
    const inboxSettings = read.settings.inbox;
    if (inboxSettings) {
      const made = await ensureDevelopmentAccounts(service.db, options.cipher, dataDir);
      inbox = await startInbox(inboxSettings, readInboxTls(inboxSettings), {
        db: service.db,
        cipher: options.cipher,
        timeZone: options.timeZone,
        retentionDays: options.retentionDays,
        logger,
      });
      const accountsFile = path.join(dataDir, DEVELOPMENT_ACCOUNTS_FILE);
      process.stdout.write(`  Inbox: ${inbox.url} (${made ? 'accounts made now' : 'development accounts'}: ${accountsFile})\n`);
    }
    return service;
  })();
  // a receiver that cannot start answers every form with 503 (the visitor's failure alert), it does not stop npm start
  starting.catch((error: unknown) => console.error(`[receiver] not started: ${(error as Error).message}`));
  return {
    options: { store: { storeSubmission: async (input) => (await starting).store.storeSubmission(input) }, logger },
    stop: async () => {
      const service = await starting.catch(() => undefined);
      await inbox?.close();
      await service?.stop();
    },
  };
}
