import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flagsPlugin } from './scripts/vite-plugin-flags.ts';
import { pageSchemaPlugin } from './scripts/vite-plugin-page-schema.ts';
import { navigationFallbackPlugin } from './pipeline/vite-plugin-navigation-fallback.ts';

// Never served by the dev server, not even through /@fs/ (STACK.md, "Traps"): the built data and
// the local form sink's submissions (docs/forms.md). Setting server.fs.deny replaces Vite's own
// list, so that list is repeated first.
const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];
const PRIVATE_PATHS = [
  path.resolve(import.meta.dirname, 'dist-data'),
  path.resolve(import.meta.dirname, 'var'),
  ...(process.env.FORMS_SINK_FILE ? [path.resolve(process.env.FORMS_SINK_FILE)] : []),
].map((file) => file.split(path.sep).join('/'));
export const FS_DENY = [...VITE_DEFAULT_DENY, ...PRIVATE_PATHS.flatMap((file) => [file, `${file}/**`]), '**/form-submissions.jsonl'];

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  root: 'app',
  // images and files that pages reference live beside the content
  publicDir: '../content/public',
  // flagsPlugin: the phone field's country flags, served by the site itself (STACK.md)
  plugins: [react(), navigationFallbackPlugin(path.resolve(import.meta.dirname, 'content')), flagsPlugin(), pageSchemaPlugin()],
  // only the app's page: a stray *.html elsewhere in the repo must not be scanned (STACK.md)
  optimizeDeps: { entries: ['index.html'] },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy, fs: { deny: FS_DENY } },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  // the manifest lets the size budgets tell first-load chunks from lazy ones
  build: { outDir: '../dist', emptyOutDir: true, manifest: true },
});
