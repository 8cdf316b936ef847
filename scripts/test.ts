// `npm test`: type checks, the one production build every test of a build shares
// (testing/build/test-build.ts), the vitest suites, then the Playwright suites in a real Chromium;
// `npm test -- --sweep` (CI) adds the exhaustive sweep (playwright.sweep.config.ts: every
// route × colour scheme × phone and desktop, and the routes npm test leaves out of its checks of every
// route) and the server trial (vitest.operations.config.ts: the installer, an upgrade, a restore),
// too long for every run here. Ends with one line
// "N passed, N failed" summing every runner, so a run that executed no test cannot pass unnoticed;
// exits non-zero when anything failed or nothing ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { canInstallDebianPackages, installDebianPackage } from '../testing/services/debian-packages.ts';
import { ensureTestChromium } from '../testing/services/find-chromium.ts';
import { ensureTestBuild, TEST_BUILD_FAILED, testBuildDir } from '../testing/build/test-build.ts';
import { playwrightFailures, vitestFailures } from '../testing/reports/failed-tests.ts';
import { startTestPostgres } from '../testing/services/test-postgres.ts';

const REPORTS = path.resolve('test-results/reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];

const started = performance.now();
/** how long each runner took: `npm test` is kept under fifteen minutes on a 2-core machine */
const timings: string[] = [];

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  process.stdout.write(`\n=== ${title} ===\n`);
  const runStarted = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${title} ${seconds(runStarted)} s`);
  return result.status ?? 1;
}

function seconds(since: number): number {
  return Math.round((performance.now() - since) / 1000);
}

// the type check, then the code's own checks: lint (with the folders' import boundaries,
// eslint.config.js), format and unused code — each a failure of its own in the totals
for (const [title, script] of [
  ['type check', 'typecheck'],
  ['lint (eslint)', 'lint'],
  ['format (prettier)', 'format:check'],
  ['unused code (knip)', 'knip'],
] as const) {
  if (run(title, 'npm', ['run', '--silent', script]) === 0) continue;
  totals.failed++;
  problems.push(`${title} failed`);
}

// one production build for the whole run: the size budgets, nginx and both Playwright runs read it
process.env.TEST_BUILD_DIR = testBuildDir();
process.stdout.write('\n=== production build (shared) ===\n');
const buildStarted = performance.now();
try {
  await ensureTestBuild('show');
} catch (error) {
  const message = (error as Error).message;
  totals.failed++;
  problems.push(`the shared production build failed: ${message.split('\n')[0]}`);
  process.stdout.write(`${message}\n`);
  // the suites that need it fail at once with this message rather than building again
  process.env[TEST_BUILD_FAILED] = message.split('\n')[0];
}
timings.push(`production build (shared) ${seconds(buildStarted)} s`);

// the deployment test serves the build through nginx when it can be had (docs/deploy.md)
const hasNginx = (command: string) => spawnSync(command, ['-v']).status === 0;
if (!hasNginx('nginx') && !hasNginx('/usr/sbin/nginx') && canInstallDebianPackages()) {
  try {
    process.stdout.write("\nInstalling Debian's nginx for the deployment test…\n");
    installDebianPackage('nginx-light');
  } catch {
    process.stdout.write('nginx could not be installed: the deployment test will be skipped\n');
  }
}

// the server's scripts as they run there: the backups' gpg and rsync, the installer's openssl,
// shellcheck over deploy/'s scripts (tests/deploy/), Debian's when missing
for (const [tool, packageName] of [
  ['gpg', 'gnupg'],
  ['openssl', 'openssl'],
  ['rsync', 'rsync'],
  ['shellcheck', 'shellcheck'],
] as const) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0 || !canInstallDebianPackages()) continue;
  try {
    process.stdout.write(`\nInstalling Debian's ${packageName} for the server's scripts…\n`);
    installDebianPackage(packageName);
  } catch {
    process.stdout.write(`${packageName} could not be installed: the tests that need it will be skipped\n`);
  }
}

// the W3C Nu HTML Checker (vnu.jar) reads the build on Java 11 or later; Debian's when it can be had
if (spawnSync('java', ['-version']).status !== 0 && canInstallDebianPackages()) {
  try {
    process.stdout.write("\nInstalling Debian's Java runtime for the HTML checker…\n");
    installDebianPackage('default-jre-headless');
  } catch {
    process.stdout.write('Java could not be installed: the HTML checker will be skipped\n');
  }
}

// the receiver's storage tests run against a real PostgreSQL 15 too (testing/services/test-postgres.ts)
const postgres = await startTestPostgres();
timings.push(postgres.note);
if (postgres.problem) {
  totals.failed++;
  problems.push(postgres.problem);
}

const vitestReport = path.join(REPORTS, 'vitest.json');
const sweep = process.argv.includes('--sweep');
const vitestStatus = run('unit and integration tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
postgres.stop();
addVitest(vitestReport, vitestStatus);

// the server trial (tests/operations/): deploy/install as root into a scratch prefix, with the
// machine's PostgreSQL and nginx, an upgrade and minutes of builds — CI's sweep only
if (sweep) {
  const trialReport = path.join(REPORTS, 'operations.json');
  const trialStatus = run('the server trial (vitest)', 'npx', [
    'vitest',
    'run',
    '-c',
    'vitest.operations.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${trialReport}`,
  ]);
  addVitest(trialReport, trialStatus);
}

let chromium: string | undefined;
try {
  chromium = ensureTestChromium();
} catch (error) {
  totals.failed++;
  problems.push((error as Error).message);
}
if (chromium) {
  runPlaywright('browser tests (playwright)', chromium, 'playwright.json', []);
  if (sweep) runPlaywright('the sweep of every route (playwright)', chromium, 'playwright-sweep.json', ['-c', 'playwright.sweep.config.ts']);
}

process.stdout.write(`\ntook ${seconds(started)} s: ${timings.join(', ')}\n`);
for (const problem of problems) process.stdout.write(`problem: ${problem}\n`);
const ranNothing = totals.passed + totals.failed === 0;
if (ranNothing) process.stdout.write('problem: no test ran\n');
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exitCode = totals.failed > 0 || problems.length > 0 || ranNothing ? 1 : 0;

function addVitest(report: string, status: number): void {
  const data = readJson(report) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } | undefined;
  if (data === undefined) {
    problems.push(`vitest wrote no report (exit ${status})`);
    totals.failed++;
    return;
  }
  totals.passed += data.numPassedTests;
  totals.failed += data.numFailedTests;
  totals.skipped += data.numPendingTests + data.numTodoTests;
  for (const failure of vitestFailures(data, process.cwd())) problems.push(`failed: ${failure}`);
  if (status !== 0 && data.numFailedTests === 0) problems.push(`vitest exited with ${status}`);
}

/** one Playwright run in the given Chromium, its JSON report counted in the totals */
function runPlaywright(title: string, chromium: string, reportName: string, args: string[]): void {
  const report = path.join(REPORTS, reportName);
  const status = run(title, 'npx', ['playwright', 'test', ...args, '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  addPlaywright(report, status);
}

function addPlaywright(report: string, status: number): void {
  const data = readJson(report) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  if (data === undefined) {
    problems.push(`playwright wrote no report (exit ${status})`);
    totals.failed++;
    return;
  }
  totals.passed += data.stats.expected + data.stats.flaky;
  totals.failed += data.stats.unexpected;
  totals.skipped += data.stats.skipped;
  for (const failure of playwrightFailures(data)) problems.push(`failed: ${failure}`);
  if (status !== 0 && data.stats.unexpected === 0) problems.push(`playwright exited with ${status}`);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
