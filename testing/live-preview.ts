import os from 'node:os';
import path from 'node:path';

// The live-preview browser tests (tests/e2e/live-preview.spec.ts) and the web editor's
// (tests/e2e/web-editor.spec.ts) run `npm start` over a copy of content/ that they edit, with a
// fresh Vite dependency cache (a first start on a new clone).
// Shared by playwright.config.ts, the server's start script and the tests.

/** the live-preview stack listens on the preview port + 2 (the dev stack has + 1); its web editor's local proxy beside its API */
export function livePreviewPorts(): { port: number; apiPort: number; editorPort: number } {
  const apiPort = Number(process.env.E2E_API_PORT ?? 3273) + 2;
  return { port: Number(process.env.E2E_PORT ?? 5273) + 2, apiPort, editorPort: apiPort + 100 };
}

export function livePreviewFolders(port: number): { root: string; content: string; data: string; viteCache: string } {
  const root = path.join(os.tmpdir(), `neuro-clinic-live-preview-${port}`);
  return { root, content: path.join(root, 'content'), data: path.join(root, 'data'), viteCache: path.join(root, 'vite-cache') };
}
