// A real, throwaway PostgreSQL server for the form receiver's storage tests: the tests run against
// PGlite (PostgreSQL 18 in WASM) always, and against this server too — Debian's PostgreSQL 15, the
// version the clinic's server runs — when `npm test` provides its address as TEST_DATABASE_URL.
// The cluster lives in a temporary folder, listens on a free port of 127.0.0.1 only, trusts local
// connections (nothing else can reach it) and is deleted when stopped. PostgreSQL refuses to run
// as root, so as root its commands run as the `postgres` user, who owns the folder. Where no
// binaries are found and we are root on Debian, `apt-get install postgresql` fetches them.
//
// `npx tsx testing/services/postgres-server.ts` starts one, prints its DATABASE_URL and stops it on Ctrl-C.
import { execFileSync, spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { canInstallDebianPackages, installDebianPackage } from './debian-packages.ts';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres, a superuser (the tests create a database each) */
  url: string;
  /** the server's major version, e.g. 15 */
  version: number;
  /** stops the server and deletes its folder; synchronous so that it can run from a signal handler */
  stop(): void;
  /** the server goes down as in a crash (immediate shutdown), its data kept */
  halt(): void;
  /** the halted server starts again on the same port with the same data */
  resume(): void;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';
/** the version the clinic's server runs (Debian 12): preferred when several are installed */
const PREFERRED_VERSION = 15;

/** the folder of initdb and pg_ctl: PG_BIN, else Debian's (15 first), else undefined */
export function findPostgresBinaries(): string | undefined {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : debianBinaryFolders();
  return candidates.find((folder) => existsSync(path.join(folder, 'pg_ctl')) && existsSync(path.join(folder, 'initdb')));
}

function debianBinaryFolders(): string[] {
  if (!existsSync(DEBIAN_ROOT)) return [];
  const versions = readdirSync(DEBIAN_ROOT)
    .map(Number)
    .filter((version) => Number.isInteger(version))
    .sort((a, b) => (a === PREFERRED_VERSION ? -1 : b === PREFERRED_VERSION ? 1 : b - a));
  return versions.map((version) => path.join(DEBIAN_ROOT, String(version), 'bin'));
}

/** the binaries, installing Debian's postgresql package as root when there are none */
function ensurePostgresBinaries(log: (line: string) => void): string {
  const found = findPostgresBinaries();
  if (found) return found;
  if (!canInstallDebianPackages()) throw new Error(`No PostgreSQL binaries in ${DEBIAN_ROOT}/*/bin (set PG_BIN, or apt-get install postgresql).`);
  log("No PostgreSQL binaries: installing Debian's postgresql package (apt-get)…");
  installDebianPackage('postgresql');
  const installed = findPostgresBinaries();
  if (!installed) throw new Error(`apt-get installed postgresql, but no pg_ctl was found in ${DEBIAN_ROOT}/*/bin.`);
  return installed;
}

/** a port nobody listens on now (a race with another program is retried by startPostgres) */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** as root: the uid and gid of the `postgres` user, whom PostgreSQL runs as */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('PostgreSQL refuses to run as root and there is no `postgres` user to run it as (apt-get install postgresql creates one).');
  }
}

/** starts a new cluster; throws with the server's log when it cannot */
export async function startPostgres(log: (line: string) => void = console.error): Promise<PostgresServer> {
  const bin = ensurePostgresBinaries(log);
  const user = postgresUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'receiver-postgres-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const options: SpawnSyncOptions = { encoding: 'utf8', ...(user ?? {}), cwd: dir, env: { ...process.env, LC_ALL: 'C.UTF-8' } };
  const run = (command: string, args: string[]) => {
    const result = spawnSync(path.join(bin, command), args, options);
    if (result.status !== 0) throw new Error(`${command} failed: ${String(result.stderr || result.stdout || result.error)}`.trim());
  };
  const pgCtl = (args: string[]) => run('pg_ctl', ['-D', data, ...args]);
  const stop = () => {
    try {
      pgCtl(['stop', '-m', 'fast', '-w']);
    } catch {
      // not running (a failed start): the folder goes all the same
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // UTF-8 for the Cyrillic the forms hold; --no-sync and fsync=off: a test cluster need not survive a power cut
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
      try {
        const start = () => pgCtl(['start', '-w', '-t', '60', '-l', logFile, '-o', settings]);
        start();
        const watchdog = watch(data, dir);
        const stopAll = () => {
          watchdog();
          stop();
        };
        return {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          version: majorVersion(bin),
          stop: stopAll,
          halt: () => pgCtl(['stop', '-m', 'immediate', '-w']),
          resume: start,
        };
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    stop();
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}${serverLog ? `\n${serverLog}` : ''}`);
  }
}

/**
 * pg_ctl puts the server in a session of its own, so it outlives this process when that dies by a
 * signal (Ctrl-C on npm test, a timeout's kill) and no handler could stop it: a watchdog in a session
 * of its own too waits for this process to end, then stops the server (SIGINT: a fast shutdown) and
 * deletes its folder. Answers a function that dismisses it, for a normal stop.
 */
function watch(data: string, dir: string): () => void {
  const script = `while kill -0 "$1" 2>/dev/null; do sleep 1; done
pid=$(head -n 1 "$2/postmaster.pid" 2>/dev/null)
if [ -n "$pid" ]; then kill -INT "$pid" 2>/dev/null; while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done; fi
rm -rf "$3"`;
  const watchdog = spawn('/bin/sh', ['-c', script, 'postgres-watchdog', String(process.pid), data, dir], { detached: true, stdio: 'ignore' });
  watchdog.unref();
  return () => {
    if (watchdog.exitCode === null) watchdog.kill();
  };
}

function majorVersion(bin: string): number {
  const text = execFileSync(path.join(bin, 'pg_ctl'), ['--version'], { encoding: 'utf8' });
  return Number(/(\d+)/.exec(text)?.[1]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  const server = await startPostgres();
  console.log(`PostgreSQL ${server.version} started in ${Math.round(performance.now() - started)} ms`);
  console.log(`DATABASE_URL=${server.url}`);
  const stop = () => {
    server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
