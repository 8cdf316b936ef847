import type { FieldCipher } from './cipher/field-cipher.ts';
import { openDatabase, type Database, type DatabaseOptions } from './database/database.ts';
import { migrate } from './database/migrate.ts';
import type { SubmissionStore } from './receiver/submission-store.ts';
import { silentLogger, type ServiceLogger } from './logging/service-logger.ts';
import { trackDeliveryOutage } from './outbox/delivery-outage.ts';
import { DEFAULT_BATCH, deliverDue } from './outbox/deliver-notices.ts';
import type { NoticeMailer } from './outbox/notice-transport.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox/outbox-worker.ts';
import { deleteExpired } from './submissions/retention.ts';
import { storeSubmission } from './submissions/store-submission.ts';

// The receiver's parts put together: the database (migrated before the first submission), the
// store the HTTP service answers through, the outbox worker that e-mails the notices, and the
// retention sweep that deletes a submission formsRetentionDays after its notice went out
// (152-ФЗ ст. 5 ч. 7: kept no longer than its purpose needs).

/** how often the outbox is looked at when nothing woke it, and how often the retention sweep runs */
const OUTBOX_INTERVAL_MS = 15_000;
const RETENTION_INTERVAL_MS = 60 * 60_000;

interface NoticeDelivery {
  mailer: NoticeMailer & { close?: () => void };
  /** the clinic's address the notices go to, and their sender */
  to: string;
  from: string;
}

export interface FormsServiceOptions {
  database: DatabaseOptions;
  cipher: FieldCipher;
  /** undefined: the notices wait in the outbox (development without a mail server) */
  delivery: NoticeDelivery | undefined;
  retentionDays: number;
  /** the clinic's IANA time zone, for the time a form was received (the notice, the inbox) */
  timeZone: string;
  /** where the service tells what it did and what went wrong; default: silent */
  logger?: ServiceLogger;
}

export interface FormsService {
  db: Database;
  store: SubmissionStore;
  /** the mailer the notices leave by, for the alerts to the administrator; undefined without SMTP_URL */
  mail: NoticeDelivery | undefined;
  /** stops the worker and the sweep (a delivery in flight finishes), then closes the database */
  stop(): Promise<void>;
}

export async function startFormsService(options: FormsServiceOptions): Promise<FormsService> {
  const logger = options.logger ?? silentLogger();
  const db = await openDatabase({
    ...options.database,
    onIdleError: (error) => logger.warn({ err: error }, 'database: an idle connection failed; the pool replaces it'),
  });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const delivery = options.delivery;
  const outage = trackDeliveryOutage(logger);
  const worker: OutboxWorker | undefined =
    delivery &&
    startOutboxWorker({
      deliver: async () => {
        const { delivered, failed } = await deliverDue(db, options.cipher, delivery.mailer, {
          clinicAddress: delivery.to,
          from: delivery.from,
          timeZone: options.timeZone,
          reportStuck: (line) => logger.error(line),
          reportFailure: (line) => logger.warn(line),
          batch: DEFAULT_BATCH,
        });
        outage.record({ delivered: delivered.length, failed: failed.length });
        return delivered.length + failed.length >= DEFAULT_BATCH;
      },
      intervalMs: OUTBOX_INTERVAL_MS,
      reportError: (error) => logger.error({ err: error }, 'outbox: a delivery run failed'),
    });
  const sweep = async () => {
    try {
      const deleted = await deleteExpired(db, { deliveredDaysAgo: options.retentionDays, now: new Date() });
      if (deleted > 0) logger.info({ deleted }, `retention: deleted ${deleted} submission(s) delivered over ${options.retentionDays} days ago`);
    } catch (error) {
      logger.error({ err: error }, 'retention: the sweep failed');
    }
  };
  void sweep();
  const sweeper = setInterval(() => void sweep(), RETENTION_INTERVAL_MS);
  sweeper.unref();

  return {
    db,
    mail: delivery,
    store: {
      async storeSubmission(input) {
        const stored = await storeSubmission(db, options.cipher, input);
        // committed: the notice can go now rather than at the worker's next look
        worker?.wake();
        return stored;
      },
    },
    async stop() {
      clearInterval(sweeper);
      await worker?.stop();
      delivery?.mailer.close?.();
      await db.close();
    },
  };
}
