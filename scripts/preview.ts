// `npm run preview`: serves exactly what `npm run build` wrote — dist/ through Vite's preview
// server and dist-data/ through the same read-only API — with /api proxied as in development.
import { preview } from 'vite';
import { listenApi } from '../pipeline/api/server.ts';
import { DEFAULT_API_PORT } from '../pipeline/api/defaults.ts';

const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const appPort = Number(process.env.PORT ?? 4173);
process.env.API_PORT = String(apiPort);
process.env.PORT = String(appPort);

const api = await listenApi({ dataDir: 'dist-data', host, port: apiPort, log: false });
const server = await preview({ configFile: 'vite.config.ts', preview: { host, port: appPort } });
process.stdout.write(`\n  Preview: http://${host}:${appPort}/\n  API:     http://${host}:${apiPort}/api/header-tabs\n\n`);

const stop = () => {
  void server.close();
  api.close(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
