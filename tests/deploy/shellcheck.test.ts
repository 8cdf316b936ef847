import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../testing/run-cli.ts';

// Every shell script of the server (deploy/): the installer, `clinic`, the backups, the publisher,
// the test stand-in for systemctl — as shellcheck reads them, each followed into the files it
// sources. npm test installs Debian's shellcheck as root when it is missing.

const SHELLCHECK = spawnSync('shellcheck', ['--version']).status === 0;

/** the files under `dir` that start with a shell's #! line or say `shellcheck shell=` */
function shellScripts(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(path.join(ROOT, file)).isFile())
    .filter((file) => /^(#!\/(usr\/)?bin\/(env )?(ba)?sh\b|# shellcheck shell=)/.test(readFileSync(path.join(ROOT, file), 'utf8')));
}

describe.skipIf(!SHELLCHECK)('the server’s shell scripts', () => {
  const scripts = [...shellScripts('deploy'), 'testing/operations/systemctl'];

  it('finds the installer, clinic, the backups and the publisher among them', () => {
    expect(scripts).toEqual(expect.arrayContaining(['deploy/install', 'deploy/clinic', 'deploy/receiver/backup.sh', 'deploy/publish/publish']));
  });

  it('pass shellcheck', () => {
    const result = spawnSync('shellcheck', ['--external-sources', ...scripts], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
