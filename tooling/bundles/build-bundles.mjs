// Bundles each command of entries.mjs into dist-node/<name>.mjs with its source map, one file per
// command, and writes dist-node/manifest.json: each bundle's source, the files it was built from
// (with their modification times and sizes: fresh-bundles.mjs tells a stale bundle by them) and the
// packages it imports. Packages stay imports (esbuild's packages: 'external'): the bundles are the
// project's own code only, Node loads each package from node_modules as before — PGlite's
// WebAssembly included — and tests/tooling/bundles/lean-install.test.ts checks each package is a
// dependency the server's install (npm ci --omit=dev) has. The editors' content check is the
// exception (SELF_CONTAINED): its packages are plain JavaScript, and one file instead of some 150
// modules is a third of its start-up.
// esbuild, rather than Vite's Rolldown: tsx, which runs the same TypeScript under npm start and
// the tests, is esbuild, so a bundle and the live code are the same transform.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_DIR, BUNDLE_ENTRIES, BUNDLE_MANIFEST, SELF_CONTAINED } from './entries.mjs';
import { JOIN, sourceDirnamePlugin } from './source-dirname.mjs';

/** the bundler's own files and esbuild's version: a change to how bundles are made makes them all stale */
const BUILDER_INPUTS = [
  'tooling/bundles/build-bundles.mjs',
  'tooling/bundles/entries.mjs',
  'tooling/bundles/source-dirname.mjs',
  'node_modules/esbuild/package.json',
];

/**
 * @typedef {{ source: string, file: string, inputs: Record<string, [number, number]>, packages: string[] }} BundleRecord
 * @typedef {{ bundles: Record<string, BundleRecord> }} Manifest
 */

/**
 * Builds every bundle into a folder of its own, then renames each file into dist-node/ and the
 * manifest last: a command started meanwhile runs the old bundle or the new one, never half of one,
 * and two builds at once (two commands finding the bundles stale) both finish whole.
 * @param {string} root the repository's root, absolute
 * @returns {Promise<Manifest>}
 */
export async function buildBundles(root) {
  const outDir = path.join(root, BUNDLE_DIR);
  const staging = path.join(outDir, `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  /** @type {Map<string, [number, number]>} */
  const stamps = new Map();
  /** @param {Record<string, string>} entryPoints @param {boolean} withPackages */
  const bundle = (entryPoints, withPackages) =>
    build({
      absWorkingDir: root,
      entryPoints,
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      ...(withPackages ? {} : { packages: /** @type {const} */ ('external') }),
      sourcemap: true,
      // the sources are beside the bundles wherever they run: the maps only point at them
      sourcesContent: false,
      // a package written as CommonJS may require() what it needs inside an ES module bundle
      banner: {
        js: `import { join as ${JOIN} } from 'node:path';${withPackages ? ` import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);` : ''}`,
      },
      plugins: [sourceDirnamePlugin(outDir, stamps)],
      metafile: true,
      logLevel: 'warning',
    });
  const pick = (inlined) => Object.fromEntries(Object.entries(BUNDLE_ENTRIES).filter(([name]) => SELF_CONTAINED.includes(name) === inlined));
  try {
    const results = await Promise.all([bundle(pick(false), false), bundle(pick(true), true)]);
    /** @type {Manifest} */
    const manifest = { bundles: {} };
    for (const [output, meta] of results.flatMap((result) => Object.entries(result.metafile.outputs))) {
      if (meta.entryPoint === undefined) continue;
      const name = path.basename(output, '.mjs');
      const inputs = Object.fromEntries(
        [...Object.keys(meta.inputs), ...BUILDER_INPUTS].sort().map((file) => [file, stamps.get(path.join(root, file)) ?? stampOf(path.join(root, file))]),
      );
      const packages = [...new Set(meta.imports.filter((item) => item.external && !isBuiltin(item.path)).map((item) => packageOf(item.path)))].sort();
      manifest.bundles[name] = { source: meta.entryPoint, file: `${BUNDLE_DIR}/${name}.mjs`, inputs, packages };
    }
    const built = readdirSync(staging);
    for (const file of built) renameSync(path.join(staging, file), path.join(outDir, file));
    // a bundle no longer made (a command renamed or gone) goes, so nothing runs it by mistake
    for (const file of readdirSync(outDir)) {
      if (/\.mjs(?:\.map)?$/.test(file) && !built.includes(file)) rmSync(path.join(outDir, file), { force: true });
    }
    const manifestFile = path.join(outDir, BUNDLE_MANIFEST);
    writeFileSync(`${manifestFile}.${process.pid}`, `${JSON.stringify(manifest)}\n`);
    renameSync(`${manifestFile}.${process.pid}`, manifestFile);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** @param {string} file @returns {[number, number]} */
function stampOf(file) {
  const stats = statSync(file);
  return [stats.mtimeMs, stats.size];
}

/** a package's name from what an import names: `react-dom/server` → react-dom, `@scope/name/x` → @scope/name */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
