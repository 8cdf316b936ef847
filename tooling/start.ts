// `npm start`: builds the content and keeps rebuilding it on change, serves it through the
// read-only API, and runs the Vite dev server with /api proxied. Ctrl+C stops everything.
// The live preview (tooling/README.md): each build is served from memory at once and the
// open tabs are told what changed, through Vite's dev-server channel.
import path from 'node:path';
import { createServer } from 'vite';
import { watchContent, type Built, printDiagnostics } from '../pipeline/index.ts';
import { listenApi, type LiveData } from '../server/api/server.ts';
import { describeUpdate } from './live/live-update.ts';
import { HeldBack } from './live/held-back.ts';
import { livePreviewPlugin } from './vite/live-preview.ts';
import { DEFAULT_API_PORT } from '../server/api/defaults.ts';
import { developmentReceiver } from '../server/forms/development/development-forms.ts';
import { DEFAULT_EDITOR_PORT, startLocalBackend, type LocalBackend } from './editor/local-backend.ts';
import { editorPlugin } from './editor/editor-plugin.ts';

const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const appPort = Number(process.env.PORT ?? 5173);
process.env.API_PORT = String(apiPort);
process.env.PORT = String(appPort);

const stopController = new AbortController();
// CONTENT_DIR and DATA_DIR: another content folder and where its build goes (the live-preview
// tests run npm start over a temporary copy, so they can edit it); VITE_CACHE_DIR: Vite's
// dependency cache (a fresh one shows what a first `npm start` on a new clone does)
const contentDir = process.env.CONTENT_DIR ?? 'content';
const dataDir = process.env.DATA_DIR ?? 'dist-data';
const contentOptions = { contentDir, outDir: dataDir, format: 'text' as const, signal: stopController.signal };

const live: LiveData = { db: undefined };
const preview = livePreviewPlugin(contentDir);
let builds = 0;
// one mistake blocks only itself: a build with errors is served with the failing files held back (held-back.ts)
const heldBack = new HeldBack(contentDir);
const onBuilt = async ({ result, files }: Built) => {
  const held = await heldBack.afterBuild(result, files);
  const served = held?.result ?? result;
  const standIn = held === undefined || held.result.db === undefined ? undefined : { db: held.result.db, held: held.held };
  const update = describeUpdate({ previous: live.db, result, files, build: ++builds, contentDir, ...(standIn === undefined ? {} : { standIn }) });
  if (held !== undefined) process.stderr.write(`[content] held back until fixed: ${held.held.join(', ')}; every other change is served\n`);
  // the API answers from this build from now on; db.json is written after, for everything else
  if (served.db !== undefined) live.db = served.db;
  preview.send(update);
  return served;
};

let firstBuild: (written: boolean) => void;
const firstBuildDone = new Promise<boolean>((resolve) => (firstBuild = resolve));
const watching = watchContent({ ...contentOptions, onBuilt, onRebuild: ({ written }) => firstBuild(written) }, printDiagnostics);

if (!(await firstBuildDone)) {
  process.stderr.write('The content has errors (above); fix them, or the site shows the last good build if there is one.\n');
}

let api: Awaited<ReturnType<typeof listenApi>>;
// the clinic's form receiver answers the forms (server/forms): an embedded PostgreSQL under var/
const receiver = developmentReceiver({ dbFile: path.join(dataDir, 'db.json'), apiPort });
try {
  api = await listenApi({ dataDir: contentOptions.outDir, host, port: apiPort, log: false, live, receiver: receiver.options });
} catch (error) {
  process.stderr.write(`error: the API could not start: ${(error as Error).message}\n`);
  stopController.abort();
  process.exit(1);
}
// the web editor at /admin/ (docs/web-editor.md) saves through Decap's local proxy: no
// authentication, so on 127.0.0.1 only, whatever HOST says; EDITOR_PORT=0 picks a free port
let editorBackend: LocalBackend | undefined;
try {
  editorBackend = await startLocalBackend({ contentDir, port: Number(process.env.EDITOR_PORT ?? DEFAULT_EDITOR_PORT) });
} catch (error) {
  process.stderr.write(`warning: the web editor's local proxy could not start (${(error as Error).message}); /admin/ cannot save\n`);
}
const vite = await createServer({
  configFile: 'vite.config.ts',
  server: { host, port: appPort },
  plugins: [preview.plugin, ...(editorBackend === undefined ? [] : [editorPlugin({ backendUrl: editorBackend.url, contentDir })])],
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: path.resolve(process.env.VITE_CACHE_DIR) } : {}),
});
await vite.listen();

process.stdout.write(
  `\n  Site: http://${host}:${appPort}/\n  API:  http://${host}:${apiPort}/api/header-tabs\n${editorBackend === undefined ? '' : `  Web editor: http://${host}:${appPort}/admin/ (saves into ${contentDir}/ through ${editorBackend.url}, development only)\n`}  Content is rebuilt on every change in ${contentDir}/, and open tabs show it by themselves. Ctrl+C stops everything.\n\n`,
);

const stop = async () => {
  stopController.abort();
  // an open tab keeps its connections alive through the proxy: close them, or stopping waits on them
  api.closeAllConnections();
  await Promise.allSettled([vite.close(), new Promise((resolve) => api.close(resolve)), watching, editorBackend?.close()]);
  await heldBack.close();
  await receiver.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
