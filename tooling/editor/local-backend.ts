import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import decapServer from 'decap-server/dist/middlewares.js';
import { saveGuard } from './save-guard-middleware.ts';

// The web editor's local git proxy under `npm start` (docs/web-editor.md): Decap CMS's own
// decap-server in its file-system mode, which reads and writes the content folder of the working
// copy. It has no authentication of any kind — whoever reaches it can write every file under the
// folder — so it listens on 127.0.0.1 only, and is never part of the deployed site.

export const DEFAULT_EDITOR_PORT = 8081;

export interface LocalBackend {
  /** the API the editor's page calls, e.g. http://127.0.0.1:8081/api/v1 */
  url: string;
  close(): Promise<void>;
}

export async function startLocalBackend(options: { contentDir: string; port: number }): Promise<LocalBackend> {
  // decap-server reads the folder it serves from the environment when it registers
  process.env.GIT_REPO_DIRECTORY = path.resolve(options.contentDir);
  const app = express();
  // every save is checked before decap-server writes it (save-guard-middleware.ts)
  app.use(saveGuard());
  await decapServer.registerLocalFs(app, { logLevel: 'warn' });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(options.port, '127.0.0.1', () => resolve(listening)).once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
