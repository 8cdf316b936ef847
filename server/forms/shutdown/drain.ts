import type { Server } from 'node:http';
import type { ServiceLogger } from '../logging/service-logger.ts';

// What SIGTERM (systemctl stop, a deploy) and SIGINT do: a drain, not a cut. At once the receiver
// stops accepting connections, so nginx sends the next form to the other instance
// (proxy_next_upstream); the requests in flight are answered and their transactions committed;
// a kept-alive connection is closed as soon as it is idle, and a request that still comes on one
// is answered with `Connection: close`. The watch loop finishes its round, the outbox its notice
// in flight, then the database closes and the process exits 0 — within 25 s, before systemd's
// TimeoutStopSec=30s would kill it: at 20 s the connections still open are cut, at 25 s the
// process exits 1 saying so.

const CUT_CONNECTIONS_MS = 20_000;
const GIVE_UP_MS = 25_000;
/** how often connections that became idle during the drain are closed */
const IDLE_SWEEP_MS = 200;

interface Closable {
  close(): Promise<unknown>;
}

export interface DrainParts {
  receiver: Closable & { server: Server };
  inbox: Closable | undefined;
  watch: { stop(): Promise<void> };
  /** the outbox worker, the sweeps and the database */
  service: { stop(): Promise<void> };
  logger: ServiceLogger;
}

async function drain(parts: DrainParts): Promise<void> {
  const { receiver, logger } = parts;
  const server = receiver.server;
  // a request arriving on a connection already open is still served, then that connection ends
  server.prependListener('request', (_request, response) => {
    response.shouldKeepAlive = false;
  });
  const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => {
    logger.warn('receiver: drain: connections still open after 20 s are cut');
    server.closeAllConnections();
  }, CUT_CONNECTIONS_MS);
  try {
    await Promise.all([receiver.close(), parts.inbox?.close(), parts.watch.stop()]);
    await parts.service.stop();
  } finally {
    clearInterval(idleSweep);
    clearTimeout(cut);
  }
}

export function drainOnSignals(parts: DrainParts): void {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    const started = Date.now();
    parts.logger.info({ signal }, `receiver: ${signal}: draining — no new connections, finishing the requests and the notice in flight`);
    setTimeout(() => {
      parts.logger.error(`receiver: the drain did not finish within ${GIVE_UP_MS / 1000} s; exiting`);
      process.exit(1);
    }, GIVE_UP_MS).unref();
    drain(parts).then(
      () => {
        parts.logger.info({ drainMs: Date.now() - started }, 'receiver: drained; exiting');
        process.exit(0);
      },
      (error: unknown) => {
        parts.logger.error({ err: error }, 'receiver: the drain failed; exiting');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
