import { spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

// A real nginx with a site's configuration, under a prefix of the test's own (Debian's nginx,
// which npm test installs when it can).

export const NGINX = ['/usr/sbin/nginx', 'nginx'].find((candidate) => spawnSync(candidate, ['-v']).status === 0);

export interface RunningNginx {
  /** http://127.0.0.1:<port> */
  base: string;
  stop(): Promise<void>;
}

/** starts nginx with `site` (a server block listening on `port`) in the prefix, once `/` answers */
export async function startNginx(prefix: string, site: string, port: number): Promise<RunningNginx> {
  await writeFile(path.join(prefix, 'site.conf'), site);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `user root;\nworker_processes 1;\ndaemon off;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${prefix}/tmp;\n  proxy_temp_path ${prefix}/tmp;\n  fastcgi_temp_path ${prefix}/tmp;\n  uwsgi_temp_path ${prefix}/tmp;\n  scgi_temp_path ${prefix}/tmp;\n  include ${prefix}/site.conf;\n}\n`,
  );
  const server = spawn(NGINX!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const ended = new Promise<void>((resolve) => server.once('close', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  let gone = false;
  void ended.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`nginx ended before ${base}/ answered`);
    if (Date.now() > deadline) throw new Error(`${base}/ never answered`);
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await ended;
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
