// Runs before `npm start` and `npm test`: installs the dependencies when node_modules is missing
// or was installed from another package-lock.json, then builds the commands' bundles (dist-node/)
// again if a source changed since. Plain Node, no dependencies of its own but esbuild for the
// bundles, which the install has put there by then.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19 (Vite 8).`);
  process.exit(1);
}

const STAMP = 'node_modules/.install-stamp';
/** what npm itself writes after every install: the tree it left in node_modules */
const INSTALLED_TREE = 'node_modules/.package-lock.json';
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : undefined;
const manifest = readFileSync('package.json');
const wanted = createHash('sha256')
  .update(manifest)
  .update(lock ?? '')
  .digest('hex');
const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : undefined;

if (installed !== wanted) {
  // an install by hand (`npm ci`, `npm install`) writes no stamp but leaves npm's own record of
  // the tree: when that holds every package of the lock, there is nothing to install
  if (lock !== undefined && treeMatchesLock(manifest, lock)) {
    writeFileSync(STAMP, `${wanted}\n`);
  } else {
    install();
  }
}

// npm ci built them (package.json's prepare); an edit, a pull or a checkout since makes them stale
const { ensureFreshBundles } = await import('../tooling/bundles/fresh-bundles.mjs');
const rebuilt = await ensureFreshBundles(path.resolve(import.meta.dirname, '..'));
if (rebuilt !== undefined) console.error(`Bundled the commands into dist-node/ again (${rebuilt}).`);

function install() {
  const command = lock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  console.error(`Installing dependencies (npm ${command[0]})…`);
  const result = spawnSync('npm', command, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Installing the dependencies failed; see the npm output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, `${wanted}\n`);
}

/**
 * node_modules holds what the lock asks for: package.json's dependencies are the lock's, and every
 * package of the lock is installed (its folder present) at the lock's version. A package left out
 * as optional (another platform's binary) may be missing; one more than the lock asks for harms
 * nothing and is left alone.
 */
function treeMatchesLock(manifestText, lockText) {
  if (!existsSync(INSTALLED_TREE)) return false;
  let lockFile, tree, packageJson;
  try {
    lockFile = JSON.parse(lockText);
    tree = JSON.parse(readFileSync(INSTALLED_TREE, 'utf8'));
    packageJson = JSON.parse(manifestText);
  } catch {
    return false;
  }
  const wantedPackages = lockFile.packages;
  const installedPackages = tree.packages;
  if (typeof wantedPackages !== 'object' || wantedPackages === null || typeof installedPackages !== 'object' || installedPackages === null) return false;
  // a dependency added to package.json but not yet to the lock: `npm ci` is the one to say so
  const root = wantedPackages[''] ?? {};
  if (DEPENDENCY_FIELDS.some((field) => JSON.stringify(packageJson[field] ?? {}) !== JSON.stringify(root[field] ?? {}))) return false;
  for (const [location, entry] of Object.entries(wantedPackages)) {
    if (location === '') continue;
    const present = installedPackages[location];
    if (present === undefined || !existsSync(location)) {
      if (entry.optional === true || entry.devOptional === true) continue;
      return false;
    }
    if (present.version !== entry.version || present.resolved !== entry.resolved) return false;
  }
  return true;
}
