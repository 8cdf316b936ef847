import { readFileSync } from 'node:fs';
import { silentLogger, type ServiceLogger } from '../logging/service-logger.ts';
import type { InboxSettings } from '../settings.ts';
import type { FormsStore } from '../store.ts';
import { buildInboxApp } from './http/inbox-app.ts';
import type { EditorOptions } from '../editor/editor-routes.ts';
import { deleteExpiredSessions } from './sessions/session-store.ts';

// The inbox as the forms service runs it: its own port, bound to 127.0.0.1 unless told otherwise —
// reached through an SSH tunnel or the clinic's VPN (docs/deploy.md). Any other address is a
// public one and takes TLS (settings.ts refuses it without RECEIVER_INBOX_TLS_CERT and _KEY).
// Expired sessions are swept every hour.

const SWEEP_MS = 60 * 60_000;

export interface RunningInbox {
  url: string;
  close(): Promise<void>;
}

export type InboxTls = { cert: Buffer; key: Buffer } | undefined;

/** the PEM files of a public inbox, read before anything starts; throws naming the one that cannot be read */
export function readInboxTls(settings: InboxSettings): InboxTls {
  if (!settings.tls) return undefined;
  const read = (file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new Error(`the inbox's TLS file ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
    }
  };
  return { cert: read(settings.tls.cert), key: read(settings.tls.key) };
}

export async function startInbox(
  settings: InboxSettings,
  https: InboxTls,
  context: FormsStore & { timeZone: string; retentionDays: number; logger?: ServiceLogger; editor?: EditorOptions | undefined },
): Promise<RunningInbox> {
  const logger = context.logger ?? silentLogger();
  const app = buildInboxApp({ ...context, logger, https });
  await app.listen({ host: settings.host, port: settings.port, listenTextResolver: (address) => `inbox: listening on ${address}` });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const sweeper = setInterval(() => {
    deleteExpiredSessions(context.db, new Date()).catch((error: unknown) => logger.error({ err: error }, 'inbox: the session sweep failed'));
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
