// `npm run bundles`: builds dist-node/ (build-bundles.mjs). Run by npm ci and npm install
// (package.json's prepare), so the server's install and every upgrade build them.
//   --if-stale   only when a source changed since the last build (npm start, npm test)
import path from 'node:path';
import { buildBundles } from './build-bundles.mjs';
import { BUNDLE_DIR } from './entries.mjs';
import { ensureFreshBundles } from './fresh-bundles.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const started = performance.now();
const why = process.argv.includes('--if-stale') ? await ensureFreshBundles(root) : (await buildBundles(root), undefined);
const took = `${BUNDLE_DIR}/ in ${Math.round(performance.now() - started)} ms`;
if (!process.argv.includes('--if-stale')) process.stderr.write(`bundles: built into ${took}\n`);
else if (why !== undefined) process.stderr.write(`bundles: built again into ${took} (${why})\n`);
