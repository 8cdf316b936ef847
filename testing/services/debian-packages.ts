// Debian's packages a test run needs (Chromium, nginx, PostgreSQL, sshd…), installed when missing
// and this process may: as root, with apt-get.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export function canInstallDebianPackages(): boolean {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
}

let aptUpdated = false;

/** apt-get install as root, with one `apt-get update` per run */
export function installDebianPackage(name: string): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  aptUpdated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
}

/** whether a package's program is there to run */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
