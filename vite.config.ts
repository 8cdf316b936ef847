import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flagsPlugin } from './scripts/vite-plugin-flags.ts';
import { navigationFallbackPlugin } from './pipeline/vite-plugin-navigation-fallback.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  root: 'app',
  // images and files that pages reference live beside the content
  publicDir: '../content/public',
  // flagsPlugin: the phone field's country flags, served by the site itself (no request leaves it)
  plugins: [react(), navigationFallbackPlugin(path.resolve(import.meta.dirname, 'content')), flagsPlugin()],
  // only the app's page: a stray *.html elsewhere in the repo must not be scanned for dependencies
  optimizeDeps: { entries: ['index.html'] },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  // the manifest lets the size budgets tell first-load chunks from lazy ones
  build: { outDir: '../dist', emptyOutDir: true, manifest: true },
});
