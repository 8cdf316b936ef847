import type { Server } from 'node:http';
import { preview, type PreviewServer } from 'vite';
import { listenApi } from '../api/server.ts';
import { prerenderedRoutesPlugin } from './prerendered-routes.ts';

/** dist/ through Vite's preview server and dist-data/ through the read-only API, /api proxied */
export async function startPreview(options: { host: string; port: number; apiPort: number }): Promise<{ url: string; close: () => Promise<void> }> {
  process.env.API_PORT = String(options.apiPort);
  const api: Server = await listenApi({ dataDir: 'dist-data', host: options.host, port: options.apiPort, log: false });
  // every page is a file of its own (server/prerender): no single-page fallback, unknown → 404
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    appType: 'mpa',
    plugins: [prerenderedRoutesPlugin('dist')],
    preview: { host: options.host, port: options.port },
    logLevel: 'warn',
  });
  return {
    url: `http://${options.host}:${options.port}`,
    close: async () => {
      await server.close();
      await new Promise((resolve) => api.close(resolve));
    },
  };
}
