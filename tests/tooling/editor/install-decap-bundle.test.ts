import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decapBundleDirectory, decapBundleFiles } from '../../../tooling/editor/decap-bundle.ts';
import { ROOT } from '../../../testing/run-cli.ts';

// The server's install leaves out decap-cms (a devDependency: ~520 packages its bundle never loads);
// package.json's prepare unpacks the locked tarball's bundle instead (install-decap-bundle.mjs). In
// a folder holding only a package-lock.json, as a server's install is before it.

const SCRIPT = path.join(ROOT, 'tooling/editor/install-decap-bundle.mjs');
const lockText = readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
let dir: string;

const install = () => spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'decap-bundle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("Decap CMS's bundle on an install without devDependencies", () => {
  it('is unpacked from the locked tarball: every file the build copies to /admin/', () => {
    writeFileSync(path.join(dir, 'package-lock.json'), lockText);
    const installed = install();
    expect(installed.status, installed.stderr).toBe(0);
    const unpacked = path.join(dir, 'node_modules/decap-cms/dist');
    expect(decapBundleFiles(unpacked)).toEqual(decapBundleFiles(decapBundleDirectory()));
    expect(decapBundleFiles(unpacked).length).toBeGreaterThan(10);
    expect(JSON.parse(readFileSync(path.join(dir, 'node_modules/decap-cms/package.json'), 'utf8')).version).toBe(
      (JSON.parse(lockText) as { packages: Record<string, { version: string }> }).packages['node_modules/decap-cms']!.version,
    );
    // an install that has it does nothing more
    const again = install();
    expect([again.status, again.stderr]).toEqual([0, '']);
  });

  it('is refused when the tarball is not the one the lock pins, and nothing is unpacked', () => {
    const lock = JSON.parse(lockText) as { packages: Record<string, { integrity: string }> };
    lock.packages['node_modules/decap-cms']!.integrity = `sha512-${Buffer.alloc(64).toString('base64')}`;
    writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock));
    const refused = install();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not the one package-lock.json pins');
    expect(existsSync(path.join(dir, 'node_modules/decap-cms'))).toBe(false);
  });
});
