// `npm run preview` over the shared production build of the test run (testing/build/test-build.ts),
// built first if the folder does not hold a current one: the browser tests' web server.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureTestBuild } from './build/test-build.ts';

// the receiver's embedded database, emptied for this run (testing/preview-receiver.ts)
if (process.env.RECEIVER_DATA_DIR_FRESH === '1' && process.env.RECEIVER_DATA_DIR) rmSync(process.env.RECEIVER_DATA_DIR, { recursive: true, force: true });

const ROOT = path.resolve(import.meta.dirname, '..');
const build = await ensureTestBuild('show');
Object.assign(process.env, { DATA_DIR: build.dataDir, DIST_DIR: build.distDir });
process.chdir(ROOT);
await import('../server/preview/preview.ts');
