// `npm run preview` over the shared production build of the test run (scripts/test-build.ts),
// built first if the folder does not hold a current one: the browser tests' web server.
import path from 'node:path';
import { ensureTestBuild } from '../../scripts/test-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const build = await ensureTestBuild('show');
Object.assign(process.env, { DATA_DIR: build.dataDir, DIST_DIR: build.distDir });
process.chdir(ROOT);
await import('../../server/preview/preview.ts');
