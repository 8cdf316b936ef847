import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

// Browser tests drive a real Chromium: the CHROMIUM_PATH override, Debian's /usr/bin/chromium,
// or Playwright's own build; on Debian as root, Debian's package is installed when none is there.
// `npx playwright install` cannot work on machines that cannot reach Playwright's download host.

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** the first Chromium executable found, or undefined */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM, '/usr/bin/chromium-browser', playwrightChromium()];
  return candidates.find((candidate): candidate is string => candidate !== undefined && isExecutable(candidate));
}

/** finds Chromium or installs Debian's; throws with what to do when neither works */
export function ensureChromium(log: (line: string) => void = console.error): string {
  const found = findChromium();
  if (found) return found;
  if (!canInstallDebianPackages()) {
    throw new Error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.');
  }
  log('No Chromium found: installing Debian\'s chromium package (apt-get)…');
  installDebianPackage('chromium');
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium, but no executable was found at /usr/bin/chromium.');
  return installed;
}

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

/** flags that keep Chromium quiet on a machine with no outside network (no background requests flooding it with refused connections) */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightChromium(): string | undefined {
  try {
    const path = execFileSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return path || undefined;
  } catch {
    return undefined;
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
