import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// The clinic's mail server as the forms benchmark sees it: accepts every message on 127.0.0.1 and
// counts them by the reference in the subject ("Новая анкета А-000042"). stop()/start() on the
// same port play an outage: connections are refused in between.

export interface SmtpSink {
  readonly port: number;
  /** messages accepted, by reference */
  readonly byReference: Map<string, number>;
  readonly accepted: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const REFERENCE = /[КА]-\d+/u;

export async function startSmtpSink(): Promise<SmtpSink> {
  const byReference = new Map<string, number>();
  let server: SMTPServer | undefined;
  let port = 0;
  let accepted = 0;
  const sink: SmtpSink = {
    get port() {
      return port;
    },
    get accepted() {
      return accepted;
    },
    byReference,
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
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const reference = REFERENCE.exec(subjectOf(Buffer.concat(chunks).toString('utf8')))?.[0] ?? '?';
            byReference.set(reference, (byReference.get(reference) ?? 0) + 1);
            accepted++;
            callback();
          });
        },
      });
      const listening = server.listen(port, '127.0.0.1');
      await once(listening, 'listening');
      port = (listening.address() as AddressInfo).port;
    },
  };
  await sink.start();
  return sink;
}

/** the decoded Subject: nodemailer writes Cyrillic as RFC 2047 encoded words */
function subjectOf(raw: string): string {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = headers.split('\r\n').find((header) => /^subject:/i.test(header)) ?? '';
  return line
    .slice('subject:'.length)
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeURIComponent(
            data
              .replace(/_/g, ' ')
              .replace(/%/g, '%25')
              .replace(/=([0-9A-F]{2})/gi, '%$1'),
          ),
    );
}
