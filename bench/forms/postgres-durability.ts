import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { findPostgresBinaries, type PostgresServer } from '../../testing/services/postgres-server.ts';
import { openDatabase } from '../../server/forms/database/database.ts';

// testing/services/postgres-server.ts starts its test cluster with fsync=off on the command line, which
// outranks ALTER SYSTEM; the clinic's server has fsync on. This restarts the cluster with the
// setting wanted on the command line (same port, same folder), then checks that it took.

export async function restartWithFsync(server: PostgresServer, fsync: boolean): Promise<void> {
  const bin = findPostgresBinaries();
  if (bin === undefined) throw new Error('no PostgreSQL binaries');
  const admin = await openDatabase({ url: server.url });
  const [where] = (
    await admin.query<{ data: string; sockets: string; port: string }>(
      "SELECT current_setting('data_directory') AS data, current_setting('unix_socket_directories') AS sockets, current_setting('port') AS port",
    )
  ).rows;
  await admin.close();
  const setting = fsync ? 'on' : 'off';
  const options = `-p ${where!.port} -k ${where!.sockets} -c listen_addresses=127.0.0.1 -c fsync=${setting} -c full_page_writes=${setting}`;
  const asPostgres = process.getuid?.() === 0 ? { uid: id('-u'), gid: id('-g') } : {};
  // the server's output to a file in its own folder: on pg_ctl's pipes it would hold spawnSync open
  const logFile = path.join(where!.sockets, 'server.log');
  const result = spawnSync(path.join(bin, 'pg_ctl'), ['-D', where!.data, 'restart', '-w', '-t', '60', '-m', 'fast', '-l', logFile, '-o', options], {
    ...asPostgres,
    cwd: '/',
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 90_000,
  });
  if (result.status !== 0) throw new Error(`pg_ctl restart failed: ${result.stderr || result.stdout}`);
  const check = await openDatabase({ url: server.url });
  const [shown] = (await check.query<{ fsync: string }>('SHOW fsync')).rows;
  await check.close();
  if (shown?.fsync !== setting) throw new Error(`PostgreSQL's fsync is ${shown?.fsync} after the restart, expected ${setting}`);
}

const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
