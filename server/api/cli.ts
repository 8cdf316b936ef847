// `npm run api`: the read-only API alone, on API_PORT (default 3001) at HOST (default 127.0.0.1).
import { listenApi } from './server.ts';
import { DEFAULT_API_PORT } from './defaults.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const dataDir = process.env.DATA_DIR ?? 'dist-data';

try {
  const server = await listenApi({ dataDir, host, port, log: process.env.API_LOG !== '0' });
  process.stdout.write(`API: http://${host}:${port}/api (serving ${dataDir}/db.json, read-only)\n`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  process.stderr.write(`error: ${(error as Error).message}\n`);
  process.exitCode = 2;
}
