import { loadCipher } from './cipher/field-cipher.ts';
import { readClinicSettings } from './clinic-settings.ts';
import type { FormsServiceOptions } from './forms-service.ts';
import { createNoticeTransport } from './outbox/notice-transport.ts';
import type { FormsSettings } from './settings.ts';

// The forms service's parts as its settings name them: the keys, the clinic's facts from the
// build (retention days, the address the notices go to by default) and the mail server. Throws
// naming what is wrong; nothing is opened yet.

export function serviceOptionsOf(settings: FormsSettings): FormsServiceOptions {
  const cipher = loadCipher(settings.keys);
  const clinic = readClinicSettings(settings.dbFile);
  const mail = settings.mail;
  return {
    database: settings.database,
    cipher,
    retentionDays: clinic.retentionDays,
    timeZone: settings.timeZone,
    // without a mail server the notices wait in the outbox
    delivery: mail ? { mailer: createNoticeTransport(mail.smtpUrl), to: mail.to ?? clinic.email, from: mail.from ?? clinic.email } : undefined,
  };
}
