import { readFileSync } from 'node:fs';
import path from 'node:path';

// The bundle built from a command's source (dist-node/manifest.json, written by
// build-bundles.mjs): the tests spawn it where production runs the bundle, and their setup
// (testing/bundles-setup.ts) has built it from the sources as they are.

interface Manifest {
  bundles: Record<string, { source: string; file: string; packages: string[] }>;
}

export function readBundleManifest(root: string): Manifest {
  return JSON.parse(readFileSync(path.join(root, 'dist-node', 'manifest.json'), 'utf8')) as Manifest;
}

/** the absolute path of the bundle of `source` (relative to the root), undefined when it has none */
export function bundleOf(root: string, source: string): string | undefined {
  const bundle = Object.values(readBundleManifest(root).bundles).find((entry) => entry.source === source);
  return bundle === undefined ? undefined : path.join(root, bundle.file);
}
