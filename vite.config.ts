import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { flagsPlugin } from './tooling/vite/flags.ts';
import { pageSchemaPlugin } from './tooling/vite/page-schema.ts';
import { formsGuardPlugin } from './tooling/vite/forms-guard.ts';
import { navigationFallbackPlugin } from './tooling/vite/navigation-fallback.ts';
import { apiBodyLimitPlugin } from './tooling/vite/api-body-limit.ts';
import { pictureVariantsPlugin } from './tooling/vite/picture-variants.ts';
import { inlineIconPlugin } from './tooling/vite/inline-icon.ts';
import { startAfterPaintPlugin } from './tooling/vite/start-after-paint.ts';
import { moduleReportPlugin } from './tooling/vite/module-report.ts';
import { inlineScriptHashes, originOf, securityHeaders } from './server/preview/security-headers.ts';
import { withoutDevOnlyScripts } from './tooling/prerender/html-document.ts';

// Never served by the dev server, not even through /@fs/ (stored names and phones were readable): the built data and
// the local form sink's submissions (docs/forms.md). Setting server.fs.deny replaces Vite's own
// list, so that list is repeated first.
const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];
// npm start may build another content folder into another data folder (CONTENT_DIR, DATA_DIR:
// the live-preview tests edit a temporary copy); the default ones stay denied as well
const CONTENT_DIR = path.resolve(import.meta.dirname, process.env.CONTENT_DIR ?? 'content');
const PRIVATE_PATHS = [
  path.resolve(import.meta.dirname, 'dist-data'),
  ...(process.env.DATA_DIR ? [path.resolve(import.meta.dirname, process.env.DATA_DIR)] : []),
  // the data of the tests' shared production build (testing/build/test-build.ts)
  path.resolve(import.meta.dirname, process.env.TEST_BUILD_DIR ?? '.cache/test-build', 'dist-data'),
  path.resolve(import.meta.dirname, 'var'),
  // the form receiver's embedded database, when npm start keeps it elsewhere than var/receiver/
  ...(process.env.RECEIVER_DATA_DIR ? [path.resolve(process.env.RECEIVER_DATA_DIR)] : []),
].map((file) => file.split(path.sep).join('/'));
export const FS_DENY = [...VITE_DEFAULT_DENY, ...PRIVATE_PATHS.flatMap((file) => [file, `${file}/**`])];

/**
 * Every package the app's browser code imports, pre-bundled when the dev server starts. Without
 * the list Vite may find a package only when a lazy part first asks for it (the phone field of a
 * form, the search's stemmer), bundle it then and reload the tab — losing what the visitor had
 * typed. tests/tooling/vite/prebundled-packages.test.ts fails when an import of app/ is missing here.
 */
export const PREBUNDLED_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'wouter',
  'react-phone-number-input',
  'react-phone-number-input/locale/ru',
  '@orama/stemmers/russian',
  // the web editor's page (app/admin/, npm start only): the content's YAML, its preview's router,
  // the collections' schemas a save is checked against before it is written
  'yaml',
  'wouter/memory-location',
  'zod',
];

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const API_PREFIX = '/api';
const proxy = { [API_PREFIX]: { target: apiTarget, changeOrigin: false } };

/**
 * `npm run preview` answers with the deployed site's headers (server/preview/security-headers.ts, the
 * same as deploy/nginx/site.conf), so the browser tests prove the CSP breaks nothing; and, like
 * nginx, it does not serve the build's /.vite/ manifest or any other dotfile.
 */
function previewHeaders(mode: string): { headers: Record<string, string>; plugin: Plugin } {
  const env = { ...loadEnv(mode, path.resolve(import.meta.dirname, 'app'), 'VITE_'), ...process.env };
  const headers = securityHeaders({
    formServiceOrigin: originOf(env.VITE_FORM_ENDPOINT),
    // the scripts of the prerendered pages (the dev server's own is not in them)
    scriptHashes: inlineScriptHashes(withoutDevOnlyScripts(readFileSync(path.resolve(import.meta.dirname, 'app/index.html'), 'utf8'))),
  });
  const plugin: Plugin = {
    name: 'preview-private-files',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!/^\/\.(?!well-known\/)/.test(request.url ?? '')) return next();
        response.statusCode = 404;
        response.end();
      });
    },
  };
  return { headers, plugin };
}

export default defineConfig(({ mode }) => {
  const preview = previewHeaders(mode);
  return {
    root: 'app',
    // images and files that pages reference live beside the content
    publicDir: path.join(CONTENT_DIR, 'public'),
    // flagsPlugin: the phone field's country flags, served by the site itself (no request leaves it)
    // apiBodyLimitPlugin: a body the API would refuse is refused before the proxy, as nginx does
    // startAfterPaintPlugin: the built page runs its app once it is drawn (tooling/vite/start-after-paint.ts)
    // inlineIconPlugin: the built page carries its icon, one request fewer (tooling/vite/inline-icon.ts)
    // moduleReportPlugin: with MODULE_REPORT=<file>, what each chunk is made of (tooling/vite/module-report.ts)
    plugins: [
      react(),
      apiBodyLimitPlugin(API_PREFIX),
      navigationFallbackPlugin(CONTENT_DIR),
      flagsPlugin(),
      pageSchemaPlugin(),
      preview.plugin,
      formsGuardPlugin(CONTENT_DIR),
      startAfterPaintPlugin(),
      inlineIconPlugin(path.join(CONTENT_DIR, 'public')),
      moduleReportPlugin(process.env.MODULE_REPORT, import.meta.dirname),
      // npm start: the pictures' variants, made when first asked for (docs/performance.md, «Pictures»)
      pictureVariantsPlugin(CONTENT_DIR, import.meta.dirname),
    ],
    // only the app's page: a stray *.html elsewhere in the repo must not be scanned for dependencies
    optimizeDeps: { entries: ['index.html'], include: PREBUNDLED_PACKAGES },
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy, fs: { deny: FS_DENY } },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true, proxy, headers: preview.headers },
    // the manifest lets the size budgets tell first-load chunks from lazy ones. No modulepreload
    // polyfill in the first-load bundle (~0.3 kB gzip): every browser the build targets but Safari
    // before 17 supports <link rel="modulepreload">, and there the chunks still load by import,
    // only without being fetched ahead
    // One chunk for everything the first load runs ('$initial': statically reached from the
    // entry). Without it the bundler splits off every module a lazy part shares with the shell —
    // React, the router, small helpers — into chunks of their own: more requests, worse gzip.
    // One stylesheet for the whole site (11 kB gzip): every page's first paint waits for one
    // request, not one per block and part, and a block a visitor navigates to is styled at once
    // (docs/performance.md, «First load and first paint»).
    build: {
      outDir: '../dist',
      emptyOutDir: true,
      manifest: true,
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } } },
    },
  };
});
