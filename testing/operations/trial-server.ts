// The pieces of the server trial (tests/operations/server-life.trial.ts): a scratch prefix the
// installer writes into, the machine's PostgreSQL, nginx and a real SMTP server, and the ways in —
// HTTPS through nginx on non-standard ports, commands as a user, the systemctl stand-in.
import { execFileSync, spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';
import { ROOT } from '../run-cli.ts';
import { passwdEntry } from '../services/run-as-unit.ts';
import { NGINX } from '../start-nginx.ts';

export const DOMAIN = 'clinic.test';
export const SYSTEMCTL = path.join(ROOT, 'testing/operations/systemctl');

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** one HTTPS request to the site through nginx, as a browser on https://clinic.test:<port> sends it */
export function siteRequest(
  port: number,
  method: string,
  route: string,
  options: { headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: route,
        servername: DOMAIN,
        // the trial's own self-signed certificate: its dates are what /healthz reads
        rejectUnauthorized: false,
        agent: false,
        ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
        headers: { host: `${DOMAIN}:${port}`, ...options.headers },
        timeout: 20_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${route}: no answer in 20 s`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** a self-signed certificate for DOMAIN, valid `days` */
export function makeCertificate(dir: string, days: number): { cert: string; key: string } {
  mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${DOMAIN}`, '-days', String(days), '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  return { cert, key };
}

/** a command as `user`, with that user's HOME and nothing of this process's environment but PATH; not blocking this process */
export function runAs(user: string, command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Ran> {
  const entry = passwdEntry(user);
  if (!entry) throw new Error(`no user ${user}`);
  const environment = [
    `PATH=${process.env.PATH}`,
    `HOME=${entry.home}`,
    `USER=${user}`,
    ...Object.entries(options.env ?? {}).map(([name, value]) => `${name}=${value}`),
  ];
  const child = spawn('setpriv', [`--reuid=${entry.uid}`, `--regid=${entry.gid}`, '--init-groups', '--', 'env', '-i', ...environment, command, ...args], {
    cwd: options.cwd ?? '/',
  });
  return ended(child);
}

export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** a spawned command's end: its status and all it printed */
export function ended(child: ChildProcessWithoutNullStreams): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ status: 1, stdout, stderr: `${stderr}${error.message}` }));
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** GET /healthz through nginx until it answers `status` (two minutes at most); its last answer */
export async function healthOnceIt(port: number, status: number): Promise<Answer> {
  const deadline = Date.now() + 120_000;
  let health = await siteRequest(port, 'GET', '/healthz');
  while (health.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    health = await siteRequest(port, 'GET', '/healthz');
  }
  return health;
}

/** Debian's nginx with the site deploy/install wrote, as the machine's nginx.conf would include it */
export async function startTrialNginx(prefix: string, httpsPort: number): Promise<{ pidFile: string; stop(): Promise<void> }> {
  if (NGINX === undefined) throw new Error('nginx is not installed (npm test installs it as root)');
  const dir = path.join(prefix, 'nginx-run');
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const pidFile = path.join(dir, 'nginx.pid');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `user www-data;\nworker_processes 1;\ndaemon off;\npid ${pidFile};\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${dir}/tmp;\n  proxy_temp_path ${dir}/tmp;\n  fastcgi_temp_path ${dir}/tmp;\n  uwsgi_temp_path ${dir}/tmp;\n  scgi_temp_path ${dir}/tmp;\n  include ${prefix}/etc/nginx/sites-enabled/*.conf;\n}\n`,
  );
  execFileSync('chown', ['-R', 'www-data', path.join(dir, 'tmp')]);
  const test = spawnSync(NGINX, ['-t', '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
  const server = spawn(NGINX, ['-c', conf], { stdio: 'ignore' });
  const ended = new Promise<void>((resolve) => server.once('close', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await siteRequest(httpsPort, 'GET', '/');
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    pidFile,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await ended;
    },
  };
}

/** the nginx error log of the trial, for a failure's message */
export function nginxErrors(prefix: string): string {
  try {
    return readFileSync(path.join(prefix, 'nginx-run/error.log'), 'utf8');
  } catch {
    return '';
  }
}
