// `npm test`'s real PostgreSQL: the form receiver's storage tests (tests/server/forms/) run
// against PGlite always and, given TEST_DATABASE_URL, against a real server too — Debian's
// PostgreSQL 15, what the clinic runs. This starts one (testing/services/postgres-server.ts) before the
// vitest suites and stops it after (when npm test is killed, the server's watchdog does).
// Under CI a server is required: one that cannot be started is a failure of the run (as root on
// Debian, missing binaries are installed first). Locally it is started when the binaries are
// there; without them, or when it fails, the tests run on PGlite only, saying so.
// A TEST_DATABASE_URL already set is used as it is.
import { findPostgresBinaries, startPostgres } from './postgres-server.ts';

export interface TestPostgres {
  /** why the run must fail (CI without a server), else undefined */
  problem?: string;
  /** what happened, for the log and the timings */
  note: string;
  stop(): void;
}

export async function startTestPostgres(log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<TestPostgres> {
  const none = { stop: () => {} };
  if (process.env.TEST_DATABASE_URL) return { ...none, note: 'PostgreSQL: TEST_DATABASE_URL given' };
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  if (!ci && !findPostgresBinaries()) {
    log('No PostgreSQL binaries: the receiver storage tests run on PGlite only (apt-get install postgresql to add the real server).');
    return { ...none, note: 'PostgreSQL: none (PGlite only)' };
  }
  const started = performance.now();
  try {
    const server = await startPostgres(log);
    const took = Math.round(performance.now() - started);
    process.env.TEST_DATABASE_URL = server.url;
    log(`PostgreSQL ${server.version} for the receiver storage tests at ${server.url} (started in ${took} ms)`);
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      delete process.env.TEST_DATABASE_URL;
      server.stop();
    };
    // stopped on a normal exit too (a throw after this); killed by a signal, postgres-server.ts's
    // watchdog stops it. No signal handler here: it would keep Ctrl-C from ending npm test at once.
    process.on('exit', stop);
    return { note: `PostgreSQL ${server.version} start ${took} ms`, stop };
  } catch (error) {
    const message = `the PostgreSQL server for the receiver storage tests did not start: ${(error as Error).message.split('\n')[0]}`;
    log(message);
    return ci ? { ...none, problem: message, note: 'PostgreSQL: failed' } : { ...none, note: 'PostgreSQL: failed (PGlite only)' };
  }
}
