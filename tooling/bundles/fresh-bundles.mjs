// Whether dist-node/ holds bundles of the sources as they are now: each input's modification time
// and size as the manifest recorded them when it was built (build-bundles.mjs). Stat calls only —
// a few hundred, about a millisecond — so every command can afford the check before it starts.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_DIR, BUNDLE_ENTRIES, BUNDLE_MANIFEST } from './entries.mjs';

/**
 * why the bundle `name` must be built again (the first input that changed, or what is missing);
 * undefined when it is up to date
 * @param {string} root the repository's root, absolute
 * @param {string} name a bundle of entries.mjs
 * @returns {string | undefined}
 */
function staleReason(root, name) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(root, BUNDLE_DIR, BUNDLE_MANIFEST), 'utf8'));
  } catch {
    return `no ${BUNDLE_DIR}/${BUNDLE_MANIFEST}`;
  }
  const bundle = manifest.bundles?.[name];
  if (bundle === undefined || bundle.source !== BUNDLE_ENTRIES[name]) return `no bundle ${name}`;
  if (statSync(path.join(root, bundle.file), { throwIfNoEntry: false }) === undefined) return `${bundle.file} is missing`;
  for (const [file, [mtimeMs, size]] of Object.entries(bundle.inputs)) {
    const stats = statSync(path.join(root, file), { throwIfNoEntry: false });
    if (stats === undefined || stats.mtimeMs !== mtimeMs || stats.size !== size) return `${file} changed`;
  }
  return undefined;
}

/**
 * builds the bundles again when any of `names` is stale; the reason, or undefined when none was
 * @param {string} root
 * @param {readonly string[]} [names]
 * @returns {Promise<string | undefined>}
 */
export async function ensureFreshBundles(root, names = Object.keys(BUNDLE_ENTRIES)) {
  const reason = names.map((name) => staleReason(root, name)).find((found) => found !== undefined);
  if (reason === undefined) return undefined;
  // esbuild is loaded only when there is something to build
  const { buildBundles } = await import('./build-bundles.mjs');
  await buildBundles(root);
  return reason;
}
