import type { Server } from 'node:http';
import path from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { listenApi } from '../api/server.ts';
import { prerenderedRoutesPlugin } from './prerendered-routes.ts';
import { editorHeadersPlugin } from './editor-headers.ts';
import { developmentReceiver } from '../forms/development/development-forms.ts';

export interface PreviewOptions {
  host: string;
  port: number;
  apiPort: number;
  /** where npm run build wrote the content's build: dist-data/ unless DATA_DIR said otherwise */
  dataDir?: string | undefined;
  /** where npm run build wrote the app: dist/ unless DIST_DIR said otherwise */
  distDir?: string | undefined;
}

/** the app's build through Vite's preview server and the content's through the read-only API, /api proxied */
export async function startPreview(options: PreviewOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const dataDir = options.dataDir ?? 'dist-data';
  const distDir = path.resolve(options.distDir ?? 'dist');
  process.env.API_PORT = String(options.apiPort);
  // the forms go to the clinic's receiver, with an embedded PostgreSQL under var/ (server/forms)
  const receiver = developmentReceiver({ dbFile: path.join(dataDir, 'db.json'), apiPort: options.apiPort });
  const api: Server = await listenApi({ dataDir, host: options.host, port: options.apiPort, log: false, receiver: receiver.options });
  // every page is a file of its own (tooling/prerender): no single-page fallback, unknown → 404
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    appType: 'mpa',
    plugins: [editorHeadersPlugin(), prerenderedRoutesPlugin(distDir)],
    build: { outDir: distDir },
    preview: { host: options.host, port: options.port },
    logLevel: 'warn',
  });
  return {
    url: `http://${options.host}:${options.port}`,
    close: async () => {
      await server.close();
      await new Promise((resolve) => api.close(resolve));
      await receiver.stop();
    },
  };
}
