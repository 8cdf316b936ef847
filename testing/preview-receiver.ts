import os from 'node:os';
import path from 'node:path';

// The receiver behind the browser tests' preview server: an embedded database of its own, emptied
// when the server starts (testing/serve-test-build.ts), so each run starts without accounts
// or forms; its inbox at the API's port + 300, with the development accounts written beside the
// database (server/forms/development/development-accounts.ts).

export function previewReceiverDir(apiPort: number): string {
  return path.join(os.tmpdir(), `neuro-clinic-e2e-receiver-${apiPort}`);
}

export function previewInboxUrl(apiPort: number): string {
  return `http://127.0.0.1:${apiPort + 300}`;
}
