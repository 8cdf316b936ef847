// Decap CMS's prebuilt bundle, which the build copies to /admin/ (decap-bundle.ts), on an install
// without the development packages — the clinic's server, `npm ci --omit=dev`. The decap-cms
// package names some 520 packages (decap-cms-app and what builds Decap from source) that its
// bundle does not use: ~100 MB for 6.5 MB of files. So it is a devDependency, and where npm did not
// install it this fetches the registry's tarball of the version package-lock.json pins (npm pack,
// through npm's cache), refuses it unless its hash is the lock's integrity, and unpacks into
// node_modules/decap-cms/ its package.json, the bundle's scripts, WebAssembly and licence notice —
// where require.resolve('decap-cms/package.json') finds it as it finds the full package.
// Run by package.json's prepare after every npm ci; nothing to do where npm installed the package.
//   node tooling/editor/install-decap-bundle.mjs [root]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGE = 'decap-cms';
/** what of the tarball is kept: decap-bundle.ts's files (decap-cms.js, its numbered chunks, the .wasm) and the notice they cite */
const KEPT = ['package/package.json', 'package/dist/*decap-cms.js', 'package/dist/*.wasm', 'package/dist/decap-cms.js.LICENSE.txt'];

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../..'));
try {
  installBundle(root);
} catch (error) {
  process.stderr.write(`error: Decap CMS's bundle for /admin/: ${error.message}\n`);
  process.exitCode = 1;
}

/** @param {string} root the project whose package-lock.json and node_modules/ are meant */
function installBundle(root) {
  const locked = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages?.[`node_modules/${PACKAGE}`];
  if (locked === undefined) throw new Error(`package-lock.json pins no ${PACKAGE}`);
  const target = path.join(root, 'node_modules', PACKAGE);
  if (installedVersion(target) === locked.version) return;

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'decap-bundle-'));
  // unpacked beside its place, then renamed into it: a whole folder or none
  const staging = `${target}.${process.pid}`;
  try {
    const packed = spawnSync('npm', ['pack', `${PACKAGE}@${locked.version}`, '--pack-destination', scratch, '--prefer-offline', '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
    if (packed.status !== 0 || tarball === undefined) throw new Error(`npm pack ${PACKAGE}@${locked.version} failed`);
    const integrity = `sha512-${createHash('sha512')
      .update(readFileSync(path.join(scratch, tarball)))
      .digest('base64')}`;
    if (integrity !== locked.integrity)
      throw new Error(`${tarball} is not the one package-lock.json pins (integrity ${integrity}, expected ${locked.integrity})`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const tar = spawnSync('tar', ['-xzf', path.join(scratch, tarball), '-C', staging, '--strip-components=1', '--wildcards', ...KEPT], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`unpacking ${tarball} failed`);
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
    process.stderr.write(
      `${PACKAGE} ${locked.version}: the prebuilt bundle only, in node_modules/${PACKAGE}/ (${readdirSync(path.join(target, 'dist')).length} files)\n`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(staging, { recursive: true, force: true });
  }
}

/** @param {string} folder @returns {string | undefined} */
function installedVersion(folder) {
  const manifest = path.join(folder, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}
