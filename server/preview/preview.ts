// `npm run preview`: serves exactly what `npm run build` wrote — dist/ through Vite's preview
// server and dist-data/ through the same read-only API — with /api proxied as in development.
// DATA_DIR and DIST_DIR: a build written elsewhere (npm run build honours the same two).
import { DEFAULT_API_PORT } from '../api/defaults.ts';
import { startPreview } from './preview-server.ts';

const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const port = Number(process.env.PORT ?? 4173);
process.env.PORT = String(port);

const server = await startPreview({ host, port, apiPort, dataDir: process.env.DATA_DIR, distDir: process.env.DIST_DIR });
process.stdout.write(`\n  Preview: ${server.url}/\n  API:     http://${host}:${apiPort}/api/header-tabs\n\n`);

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
