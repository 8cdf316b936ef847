import { execFileSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackage, isExecutable } from './debian-packages.ts';

// Browser tests drive a real Chromium: the CHROMIUM_PATH override, Debian's headless shell, Debian's
// /usr/bin/chromium, or Playwright's own build; on Debian as root, Debian's packages are installed
// when they are not there. `npx playwright install` cannot work on machines that cannot reach
// Playwright's download host. The benchmarks (Lighthouse, the render and live-preview timings)
// measure the full browser a visitor has: findChromium.

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the headless Chromium Playwright runs by default. The full
 * browser's headless mode opens a window for each browser context — each test's — and renders its
 * omnibox popups in WebUI renderers of their own: on 2 cores the same 241 browser tests took 629 s
 * in it and 464 s in the shell.
 * The binary itself: /usr/bin/chromium-headless-shell is a shell script that runs it as its child.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** the first Chromium executable found, or undefined */
function findChromium(): string | undefined {
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
  log("No Chromium found: installing Debian's chromium package (apt-get)…");
  installDebianPackage('chromium');
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium, but no executable was found at /usr/bin/chromium.');
  return installed;
}

/** the browser the tests drive: CHROMIUM_PATH if set, else Debian's headless shell, else findChromium */
export function findTestChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return isExecutable(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : findChromium();
}

/** the browser the tests drive, installing Debian's headless shell when it can (else a full Chromium, as ensureChromium) */
export function ensureTestChromium(log: (line: string) => void = console.error): string {
  if (!process.env.CHROMIUM_PATH && !isExecutable(DEBIAN_HEADLESS_SHELL) && canInstallDebianPackages()) {
    log("Installing Debian's chromium-headless-shell for the browser tests (apt-get)…");
    try {
      installDebianPackage('chromium-headless-shell');
    } catch {
      log('chromium-headless-shell could not be installed: the browser tests drive the full Chromium');
    }
  }
  return findTestChromium() ?? ensureChromium(log);
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
