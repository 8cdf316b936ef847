// Runs before `npm start` and `npm test`: installs the dependencies when node_modules is missing
// or was installed from another package-lock.json. Plain Node, no dependencies of its own.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19 (Vite 8).`);
  process.exit(1);
}

const STAMP = 'node_modules/.install-stamp';
const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : undefined;
const wanted = createHash('sha256')
  .update(readFileSync('package.json'))
  .update(lock ?? '')
  .digest('hex');
const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : undefined;

if (installed !== wanted) {
  const command = lock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  console.error(`Installing dependencies (npm ${command[0]})…`);
  const result = spawnSync('npm', command, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Installing the dependencies failed; see the npm output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, `${wanted}\n`);
}
