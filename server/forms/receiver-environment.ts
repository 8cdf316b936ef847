import { loadCipher } from './cipher/field-cipher.ts';
import { readClinicSettings } from './clinic-settings.ts';
import { createNoticeTransport } from './outbox/notice-transport.ts';
import type { ReceiverServiceOptions } from './forms-service.ts';

// The receiver's service options as its environment gives them (deploy/receiver/receiver.env.example),
// the same for `npm run receiver` and for the receiver inside npm start and npm run preview:
// the keys, the clinic's facts (retention days, the e-mail the notices go to by default) and the
// mail server. Throws naming what is missing or wrong.

const DEFAULT_TIME_ZONE = 'Europe/Moscow';

export async function receiverOptionsFromEnvironment(
  env: NodeJS.ProcessEnv,
  settings: { dbFile: string; database: ReceiverServiceOptions['database'] },
): Promise<ReceiverServiceOptions> {
  const cipher = loadCipher(env);
  const clinic = readClinicSettings(settings.dbFile);
  const smtp = env.SMTP_URL;
  return {
    database: settings.database,
    cipher,
    retentionDays: clinic.retentionDays,
    timeZone: env.RECEIVER_TIME_ZONE ?? DEFAULT_TIME_ZONE,
    // without a mail server the notices wait in the outbox
    delivery: smtp
      ? {
          mailer: createNoticeTransport(smtp),
          to: env.RECEIVER_NOTICE_TO ?? clinic.email,
          from: env.RECEIVER_NOTICE_FROM ?? clinic.email,
        }
      : undefined,
  };
}
