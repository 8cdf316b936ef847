import { readFileSync } from 'node:fs';
import type { FieldCipher } from '../cipher/field-cipher.ts';
import type { Database } from '../database/database.ts';
import { buildInboxApp } from './http/inbox-app.ts';
import { deleteExpiredSessions } from './sessions/session-store.ts';

// The inbox as the receiver runs it: its own port, bound to 127.0.0.1 unless told otherwise —
// reached through an SSH tunnel or the clinic's VPN (docs/deploy.md). Any other address is a
// public one and takes TLS (RECEIVER_INBOX_TLS_CERT and _KEY): without them the inbox does not
// start. Expired sessions are swept every hour.

const DEFAULT_HOST = '127.0.0.1';
const SWEEP_MS = 60 * 60_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export interface InboxSettings {
  host: string;
  port: number;
  tls: { cert: string; key: string } | undefined;
}

/** from the environment; throws naming the setting that is missing or wrong */
export function inboxSettingsFromEnvironment(env: NodeJS.ProcessEnv, defaultPort: number): InboxSettings | undefined {
  if (env.RECEIVER_INBOX === 'off') return undefined;
  const host = env.RECEIVER_INBOX_HOST?.trim() || DEFAULT_HOST;
  const port = Number(env.RECEIVER_INBOX_PORT ?? defaultPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('RECEIVER_INBOX_PORT must be a port number');
  const cert = env.RECEIVER_INBOX_TLS_CERT?.trim();
  const key = env.RECEIVER_INBOX_TLS_KEY?.trim();
  if (Boolean(cert) !== Boolean(key)) throw new Error('RECEIVER_INBOX_TLS_CERT and RECEIVER_INBOX_TLS_KEY go together');
  if (!LOOPBACK.has(host) && !cert) {
    throw new Error(
      `the inbox would listen on ${host}, reachable from other machines: that takes TLS (RECEIVER_INBOX_TLS_CERT and RECEIVER_INBOX_TLS_KEY); keep RECEIVER_INBOX_HOST=127.0.0.1 and reach it through an SSH tunnel otherwise`,
    );
  }
  return { host, port, tls: cert && key ? { cert, key } : undefined };
}

export interface RunningInbox {
  url: string;
  close(): Promise<void>;
}

export async function startInbox(
  settings: InboxSettings,
  context: { db: Database; cipher: FieldCipher; timeZone: string; retentionDays: number; log?: (line: string) => void },
): Promise<RunningInbox> {
  const https = settings.tls ? { cert: readFileSync(settings.tls.cert), key: readFileSync(settings.tls.key) } : undefined;
  const app = buildInboxApp({ ...context, https });
  await app.listen({ host: settings.host, port: settings.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const sweeper = setInterval(() => {
    deleteExpiredSessions(context.db, new Date()).catch((error: unknown) => context.log?.(`[inbox] the session sweep failed: ${(error as Error).message}`));
  }, SWEEP_MS);
  sweeper.unref();
  const shownHost = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return {
    url: `${https ? 'https' : 'http'}://${shownHost}:${port}/`,
    close: async () => {
      clearInterval(sweeper);
      await app.close();
    },
  };
}
