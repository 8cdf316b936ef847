import nodemailer from 'nodemailer';
import { failing, messageOf, passing, type CheckResult } from './check-result.ts';

// Whether the clinic's mail server (SMTP_URL) takes a connection now — greeting, EHLO, the login
// if the URL has one — as nodemailer's verify() does: the notices of new forms and the alerts leave
// through it. The outbox check sees a mail server that is down only once a notice has waited half
// an hour; this sees it within a minute, with no form sent. Remembered for a minute: a mail
// server may count logins, and an uptime monitor polls more often than that.

const TIMEOUT_MS = 5_000;
const CACHE_MS = 60_000;

export interface MailCheck {
  check(now: Date): Promise<CheckResult>;
}

/** one connection to the mail server and its closing */
async function verifyMailServer(smtpUrl: string): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

export function mailCheck(smtpUrl: string, verify: (url: string) => Promise<void> = verifyMailServer): MailCheck {
  let cached: { until: number; result: Promise<CheckResult> } | undefined;
  const host = new URL(smtpUrl).host;
  return {
    check(now) {
      if (cached === undefined || now.getTime() >= cached.until) {
        const result = verify(smtpUrl).then(
          () => passing(),
          (error: unknown) => failing('the mail server does not answer', `mail server ${host}: ${messageOf(error)}`),
        );
        cached = { until: now.getTime() + CACHE_MS, result };
      }
      return cached.result;
    },
  };
}
