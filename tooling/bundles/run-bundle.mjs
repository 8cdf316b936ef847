// `npm run content`, `npm run build`, `npm run receiver`…: runs the bundle of a command of
// entries.mjs in this process, built again first if a source changed since (a pull, an edit), so
// whoever runs it gets the code of the tree, compiled. The clinic's services do not come through
// here: systemd and the publishing hook run their bundles directly (docs/deploy.md).
//   node --enable-source-maps tooling/bundles/run-bundle.mjs <bundle> [arguments…]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_DIR, BUNDLE_ENTRIES } from './entries.mjs';
import { ensureFreshBundles } from './fresh-bundles.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const [name, ...args] = process.argv.slice(2);
if (name === undefined || !Object.hasOwn(BUNDLE_ENTRIES, name)) {
  process.stderr.write(`usage: node tooling/bundles/run-bundle.mjs <${Object.keys(BUNDLE_ENTRIES).join(' | ')}> [arguments…]\n`);
  process.exit(2);
}
await ensureFreshBundles(root, [name]);
const bundle = path.join(root, BUNDLE_DIR, `${name}.mjs`);
// the command sees the arguments it would see run directly: node <bundle> …
process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);
