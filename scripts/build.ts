// `npm run build`: the content into dist-data/, the app into dist/ with every route prerendered
// (scripts/prerender), ready to deploy. The app is built into a staging folder and moves into
// dist/ only once everything succeeded: a failed build leaves the previous dist/ as it was.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { ContentBuilder } from '../pipeline/build.ts';
import { emitBuild } from '../pipeline/emit.ts';
import { formatText, summarize } from '../pipeline/format-diagnostics.ts';
import { prerenderSite } from './prerender/index.ts';

const DIST = path.resolve('dist');
const STAGING = path.resolve('.cache/build');
const CLIENT = path.join(STAGING, 'client');
const SERVER = path.join(STAGING, 'server');
const logLevel = process.env.CI ? 'warn' : 'info';

const content = await new ContentBuilder('content').build();
process.stdout.write(formatText(content.diagnostics, 'content', process.stdout.isTTY === true));
if (content.dbJson === undefined) {
  process.stderr.write(`content: ${summarize(content.diagnostics)}; nothing built\n`);
  process.exit(1);
}
await emitBuild('dist-data', content.dbJson, { staticApi: true });
process.stderr.write(`content: ${content.pageCount} pages → dist-data/db.json\n`);

rmSync(STAGING, { recursive: true, force: true });
await build({ configFile: 'vite.config.ts', logLevel, build: { outDir: CLIENT, emptyOutDir: true } });
// the same app for Node: what the prerender renders each route with
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { ssr: 'entry-server.tsx', outDir: SERVER, emptyOutDir: true, manifest: false, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'entry-server.js' } } },
});
const started = performance.now();
const { files } = await prerenderSite({ outDir: CLIENT, ssrEntry: path.join(SERVER, 'entry-server.js'), dataDir: 'dist-data', contentDir: 'content', siteUrl: process.env.SITE_URL });
process.stderr.write(`prerender: ${files.length} files in ${Math.round(performance.now() - started)} ms\n`);

// swap in the finished build
const previous = `${DIST}.previous`;
rmSync(previous, { recursive: true, force: true });
if (existsSync(DIST)) renameSync(DIST, previous);
renameSync(CLIENT, DIST);
rmSync(previous, { recursive: true, force: true });
rmSync(STAGING, { recursive: true, force: true });
