// `npm start`: builds the content and keeps rebuilding it on change, serves it through the
// read-only API, and runs the Vite dev server with /api proxied. Ctrl+C stops everything.
import { createServer } from 'vite';
import { watchContent } from '../pipeline/watch.ts';
import { listenApi } from '../pipeline/api/server.ts';
import { DEFAULT_API_PORT } from '../pipeline/api/defaults.ts';
import { printDiagnostics } from '../pipeline/print-diagnostics.ts';

const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const appPort = Number(process.env.PORT ?? 5173);
process.env.API_PORT = String(apiPort);
process.env.PORT = String(appPort);

const stopController = new AbortController();
const contentOptions = { contentDir: 'content', outDir: 'dist-data', format: 'text' as const, signal: stopController.signal };

let firstBuild: (written: boolean) => void;
const firstBuildDone = new Promise<boolean>((resolve) => (firstBuild = resolve));
const watching = watchContent({ ...contentOptions, onRebuild: ({ written }) => firstBuild(written) }, printDiagnostics);

if (!(await firstBuildDone)) {
  process.stderr.write('The content has errors (above); fix them, or the site shows the last good build if there is one.\n');
}

let api: Awaited<ReturnType<typeof listenApi>>;
try {
  api = await listenApi({ dataDir: contentOptions.outDir, host, port: apiPort, log: false });
} catch (error) {
  process.stderr.write(`error: the API could not start: ${(error as Error).message}\n`);
  stopController.abort();
  process.exit(1);
}
const vite = await createServer({ configFile: 'vite.config.ts', server: { host, port: appPort } });
await vite.listen();

process.stdout.write(`\n  Site: http://${host}:${appPort}/\n  API:  http://${host}:${apiPort}/api/header-tabs\n  Content is rebuilt on every change in content/. Ctrl+C stops everything.\n\n`);

const stop = async () => {
  stopController.abort();
  await Promise.allSettled([vite.close(), new Promise((resolve) => api.close(resolve)), watching]);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
