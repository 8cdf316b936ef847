// The production build as a function (npm run build, the deployment test): content into dataDir,
// the app into distDir with every route prerendered. The app is built into a staging folder and
// moves into distDir only once everything succeeded: a failed build leaves the previous one as it was.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type LogLevel } from 'vite';
import { ContentBuilder, emitBuild, formatText, summarize, chooseLanguage, LAUNCH_ITEM_CODES, sampleSummary } from '../../pipeline/index.ts';
import { prerenderSite } from '../prerender/index.ts';
import { buildEditor } from '../editor/build-editor.ts';
import type { EditorBackend } from '../editor/editor-config.ts';
import { buildSitePictures } from '../images/build-site-pictures.ts';

export interface SiteBuildOptions {
  root: string;
  contentDir: string;
  dataDir: string;
  distDir: string;
  siteUrl?: string | undefined;
  /**
   * false for what goes live: a sample value still in the content is an error (the release check).
   * Tests and local previews say true on purpose (ALLOW_SAMPLE_DATA=1 for npm run build).
   */
  allowSampleData: boolean;
  logLevel?: LogLevel;
  log?: (line: string) => void;
  /** where the web editor at /admin/ saves; without it there is no /admin/ (docs/web-editor.md) */
  editor?: EditorBackend | undefined;
}

/** true when built; false when the content has errors (they are logged, nothing is written) */
export async function buildSite(options: SiteBuildOptions): Promise<boolean> {
  const log = options.log ?? (() => {});
  const content = await new ContentBuilder(options.contentDir).build({ release: !options.allowSampleData });
  const lang = chooseLanguage(undefined, process.env);
  log(formatText(content.diagnostics, shownFolder(options.root, options.contentDir), false, lang));
  if (content.dbJson === undefined) {
    const samples = content.diagnostics.some((diagnostic) => LAUNCH_ITEM_CODES.has(diagnostic.code))
      ? ' (sample values: replace them, or ALLOW_SAMPLE_DATA=1 for a test or local build that may show them)'
      : '';
    log(`content: ${summarize(content.diagnostics, lang)}; nothing built${samples}\n`);
    return false;
  }
  const samples = sampleSummary(content.samples.length, lang);
  if (samples !== undefined) log(`content: ${samples}; built anyway (ALLOW_SAMPLE_DATA=1)\n`);
  await emitBuild(options.dataDir, content.dbJson, { staticApi: true });
  log(`content: ${content.pageCount} pages → ${path.join(options.dataDir, 'db.json')}\n`);

  const staging = `${path.resolve(options.distDir)}.staging`;
  const client = path.join(staging, 'client');
  // inside the project, so that Node finds the packages the server bundle imports (react-dom/static…)
  // wherever the output goes; not in node_modules, which on the server belongs to the installation
  // and not to the publisher that builds (docs/deploy.md)
  const server = path.join(options.root, '.prerender', String(process.pid));
  const configFile = path.join(options.root, 'vite.config.ts');
  rmSync(staging, { recursive: true, force: true });
  try {
    await build({ configFile, logLevel: options.logLevel ?? 'info', build: { outDir: client, emptyOutDir: true } });
    // the same app for Node: what the prerender renders each route with
    await build({
      configFile,
      logLevel: 'warn',
      build: {
        ssr: 'entry-server.tsx',
        outDir: server,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
      },
    });
    const started = performance.now();
    const { files } = await prerenderSite({
      outDir: client,
      ssrEntry: path.join(server, 'entry-server.js'),
      dataDir: options.dataDir,
      contentDir: options.contentDir,
      siteUrl: options.siteUrl,
    });
    log(`prerender: ${files.length} files in ${Math.round(performance.now() - started)} ms\n`);
    // the pictures' variants in place of their originals (docs/performance.md, «Pictures»)
    log(await buildSitePictures({ root: options.root, contentDir: options.contentDir, outDir: client, db: content.db }));
    if (options.editor !== undefined) {
      await buildEditor({ root: options.root, outDir: client, backend: options.editor, logLevel: 'warn' });
      log(`web editor: /admin/ for ${options.editor.kind === 'server' ? `the forms service at ${options.editor.proxyUrl}` : options.editor.url}\n`);
    } else log('web editor: not built (WEB_EDITOR=off)\n');

    const previous = `${path.resolve(options.distDir)}.previous`;
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(options.distDir)) renameSync(options.distDir, previous);
    renameSync(client, options.distDir);
    rmSync(previous, { recursive: true, force: true });
    return true;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(server, { recursive: true, force: true });
  }
}

/** the content folder as its problems name it: relative to the project (content/), else absolute */
function shownFolder(root: string, folder: string): string {
  const absolute = path.resolve(root, folder);
  const relative = path.relative(root, absolute);
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative || '.';
}
