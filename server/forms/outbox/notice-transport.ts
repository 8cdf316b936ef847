import nodemailer from 'nodemailer';
import type { SMTPTransportOptions } from 'nodemailer';

// The SMTP connection the notices leave by: from SMTP_URL (smtp://user:pass@host:587,
// smtps://… for implicit TLS) or from host/port options. A plain message of text, so the
// transport is told never to read a file or a URL into a mail. Timeouts are short because a
// notice's outbox row stays locked while its send is in flight (deliver-notices.ts).
// Pooled: the notices go one after another over one kept connection (a new one after 100 messages
// or when the server drops it), not a TCP and TLS handshake and a greeting per notice — what
// drains a backlog after an outage at the mail server's pace rather than the handshake's.

/** what the outbox sends with: a nodemailer transport, or anything that sends the same way */
export interface NoticeMailer {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;
const SMTP_POOL = { pool: true, maxConnections: 1, maxMessages: 100 } as const;

export function createNoticeTransport(smtp: string | SMTPTransportOptions): NoticeMailer & { close(): void } {
  const options = typeof smtp === 'string' ? { url: smtp } : smtp;
  return nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...SMTP_POOL, ...options, disableFileAccess: true, disableUrlAccess: true });
}
