import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type LogLevel } from 'vite';
import { decapBundleDirectory, decapBundleFiles, DECAP_URL_PREFIX } from './decap-bundle.ts';
import { editorConfig, type EditorBackend } from './editor-config.ts';
import { EDITOR_CONFIG_URL } from './editor-plugin.ts';
import { readSitePlaces } from './site-places.ts';

// The deployed site's web editor (docs/deploy.md, «Web editor»): app/admin/ built on its own into
// <dist>/admin/ — a build of its own, so nothing of it can reach the site's bundles or its
// manifest —, Decap CMS's bundle copied beside it, and the configuration for the forms service's
// editor API with the editorial workflow.

export async function buildEditor(options: { root: string; outDir: string; backend: EditorBackend; logLevel?: LogLevel }): Promise<void> {
  await build({
    configFile: path.join(options.root, 'vite.config.ts'),
    logLevel: options.logLevel ?? 'warn',
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      manifest: false,
      copyPublicDir: false,
      assetsDir: 'admin/assets',
      // the page awaits its configuration and Decap's script at the top level
      target: 'es2022',
      rollupOptions: { input: path.join(options.root, 'app/admin/index.html') },
    },
  });
  const decap = path.join(options.outDir, DECAP_URL_PREFIX);
  mkdirSync(decap, { recursive: true });
  const directory = decapBundleDirectory();
  for (const name of decapBundleFiles(directory)) copyFileSync(path.join(directory, name), path.join(decap, name));
  writeFileSync(
    path.join(options.outDir, EDITOR_CONFIG_URL),
    `${JSON.stringify(editorConfig(options.backend, readSitePlaces(path.join(options.root, 'content'))), null, 2)}\n`,
  );
}
