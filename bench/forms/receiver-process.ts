import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, stopProcess, waitForServer } from '../../testing/services/processes.ts';

// `npm run receiver` as its own process, the way the clinic runs it, started again and again on one
// port and one database (a restart after a crash). Its rate limits are raised for the load
// (RECEIVER_*_RATE_PER_MINUTE, for load tests only).

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ReceiverConfig {
  /** the database: a PostgreSQL URL, or a PGlite folder */
  database: { url: string } | { dataDir: string };
  smtpPort: number;
  /** a folder for the consent versions file (db.json) */
  workDir: string;
}

export interface ReceiverHandle {
  /** http://127.0.0.1:PORT, also the Origin the site's browser sends */
  readonly base: string;
  /** the running process, if any */
  readonly child: ChildProcess | undefined;
  /** starts it and waits until it answers; ms from spawn to the first answer */
  start(): Promise<number>;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM: a clean stop (the outbox worker finishes, the database is closed) */
  stop(): Promise<void>;
  /** the resident set of the process, MB (Linux /proc) */
  rssMb(): number | undefined;
  /** CPU time the process has used, user and system, ms (Linux /proc) */
  cpuMs(): number | undefined;
}

/** clock ticks a second of /proc/PID/stat's utime and stime (USER_HZ, 100 on Linux) */
const CLOCK_TICKS = 100;

export async function prepareReceiver(config: ReceiverConfig): Promise<ReceiverHandle> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await writeFile(
    path.join(config.workDir, 'db.json'),
    JSON.stringify({
      pages: [
        { id: 'consent', hash: 'bench-consent' },
        { id: 'privacy-policy', hash: 'bench-policy' },
      ],
    }),
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...('url' in config.database ? { DATABASE_URL: config.database.url } : { RECEIVER_DATA_DIR: config.database.dataDir }),
    RECEIVER_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    RECEIVER_HMAC_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: `smtp://127.0.0.1:${config.smtpPort}`,
    RECEIVER_NOTICE_TO: 'clinic@example.ru',
    RECEIVER_NOTICE_FROM: 'forms@example.ru',
    RECEIVER_PORT: String(port),
    // the inbox on a port of its own: other receivers may run beside this one
    RECEIVER_INBOX_PORT: '0',
    RECEIVER_CLIENT_RATE_PER_MINUTE: '10000000',
    RECEIVER_GLOBAL_RATE_PER_MINUTE: '10000000',
    DATA_DIR: config.workDir,
    CONTENT_DIR: path.join(ROOT, 'content'),
  };
  let child: ChildProcess | undefined;
  return {
    base,
    get child() {
      return child;
    },
    async start() {
      const started = performance.now();
      // node itself, not npm or tsx's launcher: the pid is the receiver's, for its RSS and its SIGKILL
      child = spawn(process.execPath, ['--import', 'tsx', 'server/forms/cli.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      await waitForServer(`${base}/api/forms`, child, 60_000).catch((error: unknown) => {
        throw new Error(`${(error as Error).message}\n${stderr}`);
      });
      return performance.now() - started;
    },
    async kill(signal) {
      const running = child;
      if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await gone;
    },
    stop: () => stopProcess(child),
    cpuMs() {
      if (child?.pid === undefined) return undefined;
      try {
        const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
        // the fields after the command's ")": state is the 3rd field, utime the 14th, stime the 15th
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
      } catch {
        return undefined;
      }
    },
    rssMb() {
      if (child?.pid === undefined) return undefined;
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
        return Number.isFinite(kb) ? kb / 1024 : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
