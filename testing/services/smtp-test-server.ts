import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server inside the test or benchmark process (smtp-server, the receiving half of
// nodemailer's project): the outbox talks SMTP to it over TCP exactly as it would to the clinic's
// mail host. It keeps every accepted message, decoded, and can refuse them (451), hold their
// answer (delayMs) or be stopped and started again on the same port to play an outage.

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** the message as it came over the wire */
  raw: string;
}

export interface SmtpTestServer {
  readonly port: number;
  /** every message accepted so far, in order */
  readonly messages: ReceivedMail[];
  /** how many messages came in whole, answered yet or not (one held by delayMs counts) */
  readonly received: number;
  /** answer DATA with 451 (a temporary failure) instead of accepting */
  refuse: boolean;
  /** how long each message's DATA is held before the answer */
  delayMs: number;
  /** stop listening and drop open connections: connections are refused until start() */
  stop(): Promise<void>;
  /** listen again on the same port */
  start(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  let received = 0;
  const state: SmtpTestServer = {
    get port() {
      return port;
    },
    get received() {
      return received;
    },
    messages,
    refuse: false,
    delayMs: 0,
    async stop() {
      if (server === undefined) return;
      const closing = server;
      server = undefined;
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // no DNS: 127.0.0.1's name is known
        disableReverseLookup: true,
        // stop() is an outage: open connections (a pooled client keeps one) get 421 at once instead
        // of the 30 s grace a host going down for maintenance would give
        closeTimeout: 1,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received++;
            setTimeout(() => {
              if (state.refuse) {
                callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
                return;
              }
              const raw = Buffer.concat(chunks).toString('utf8');
              messages.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
                ...decodeMessage(raw),
                raw,
              });
              callback();
            }, state.delayMs);
          });
        },
      });
      const listening = server.listen(port, '127.0.0.1');
      await once(listening, 'listening');
      port = (listening.address() as AddressInfo).port;
    },
  };
  await state.start();
  return state;
}

/** the subject and the text of a single-part message (what nodemailer writes for `text` alone) */
function decodeMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return { subject: decodeEncodedWords(headers.get('subject') ?? ''), text: decodeBody(body, encoding) };
}

/** RFC 2047: =?UTF-8?B?…?= and =?UTF-8?Q?…?=, the space between two encoded words dropped */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, kind: string, data: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding: string): string {
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body.replace(/=\r\n/g, ''))
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '=' && /^[0-9A-F]{2}$/i.test(text.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
