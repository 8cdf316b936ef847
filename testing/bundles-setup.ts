import { spawnSync } from 'node:child_process';
import path from 'node:path';

// vitest's global setup: the bundles the tests spawn (testing/run-cli.ts) are built from
// the sources as they are now, once per run and only if a source changed — so a test never runs a
// stale command, however vitest was started.
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '..');
  const result = spawnSync(process.execPath, [path.join(root, 'tooling/bundles/cli.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building dist-node/ failed (node tooling/bundles/cli.mjs ended with ${result.status ?? result.signal})`);
}
