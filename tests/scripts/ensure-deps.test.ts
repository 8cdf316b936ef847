import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` and `npm test` install the dependencies first (scripts/ensure-deps.mjs), and only
// when node_modules does not hold what package-lock.json asks for: an install by hand counts.
// Run in a project of its own with an `npm` on PATH that only notes how it was called.

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/ensure-deps.mjs');

const manifest = { name: 'p', version: '1.0.0', dependencies: { a: '1.0.0' }, devDependencies: { b: '2.0.0' } };
const lockPackages = {
  '': { name: 'p', version: '1.0.0', dependencies: { a: '1.0.0' }, devDependencies: { b: '2.0.0' } },
  'node_modules/a': { version: '1.0.0', resolved: 'https://registry.npmjs.org/a/-/a-1.0.0.tgz' },
  'node_modules/b': { version: '2.0.0', resolved: 'https://registry.npmjs.org/b/-/b-2.0.0.tgz', dev: true },
  'node_modules/other-platform': { version: '3.0.0', resolved: 'https://registry.npmjs.org/o/-/o-3.0.0.tgz', optional: true },
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** a project whose node_modules npm left as `installed` (undefined: no node_modules at all) */
function project(installed: Record<string, { version: string; resolved?: string }> | undefined, packageJson: object = manifest): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ensure-deps-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(packageJson, null, 2));
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ name: 'p', lockfileVersion: 3, packages: lockPackages }, null, 2));
  if (installed !== undefined) {
    mkdirSync(path.join(dir, 'node_modules'));
    for (const location of Object.keys(installed)) mkdirSync(path.join(dir, location), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), JSON.stringify({ name: 'p', lockfileVersion: 3, packages: installed }, null, 2));
  }
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\nmkdir -p node_modules\necho "$@" >> "${path.join(dir, 'npm-calls')}"\n`);
  chmodSync(path.join(bin, 'npm'), 0o755);
  return dir;
}

/** runs the script in the project: the npm commands it ran */
function ensure(dir: string): string[] {
  const result = spawnSync(process.execPath, [SCRIPT], {
    cwd: dir,
    env: { ...process.env, PATH: `${path.join(dir, 'bin')}:${process.env.PATH}` },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const calls = path.join(dir, 'npm-calls');
  return existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [];
}

const asLocked = {
  'node_modules/a': lockPackages['node_modules/a'],
  'node_modules/b': lockPackages['node_modules/b'],
};

describe('installing the dependencies before npm start', () => {
  it('installs when there is no node_modules, and not again after', () => {
    const dir = project(undefined);
    expect(ensure(dir)).toEqual(['ci --no-audit --no-fund']);
    expect(ensure(dir)).toEqual(['ci --no-audit --no-fund']);
  });

  it('does not install again after an install by hand that matches the lock (another platform’s optional package missing)', () => {
    const dir = project(asLocked);
    expect(ensure(dir)).toEqual([]);
    expect(existsSync(path.join(dir, 'node_modules/.install-stamp'))).toBe(true);
  });

  it('leaves a package more than the lock asks for alone', () => {
    expect(ensure(project({ ...asLocked, 'node_modules/extra': { version: '9.9.9' } }))).toEqual([]);
  });

  it.each([
    ['a package at another version', { ...asLocked, 'node_modules/a': { version: '0.9.0', resolved: 'https://registry.npmjs.org/a/-/a-0.9.0.tgz' } }],
    ['a package missing', { 'node_modules/a': lockPackages['node_modules/a'] }],
  ])('installs when node_modules has %s', (_what, installed) => {
    expect(ensure(project(installed))).toEqual(['ci --no-audit --no-fund']);
  });

  it('installs when a package’s folder is gone though npm’s record still lists it', () => {
    const dir = project(asLocked);
    rmSync(path.join(dir, 'node_modules/b'), { recursive: true });
    expect(ensure(dir)).toEqual(['ci --no-audit --no-fund']);
  });

  it('installs (and lets npm ci say what is wrong) when package.json has a dependency the lock lacks', () => {
    const dir = project(asLocked, { ...manifest, dependencies: { a: '1.0.0', c: '1.0.0' } });
    expect(ensure(dir)).toEqual(['ci --no-audit --no-fund']);
  });
});
