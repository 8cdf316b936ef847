// The one production build of a test run: `npm test` makes it once, right after the type check,
// and every test that inspects a build (the size budgets, nginx, the browser tests through the
// preview server) reads it. It is the real content built as `npm run build` builds it — a child
// process, so React's production build, not the development one vitest's NODE_ENV=test would give —
// with the tests' settings: the local form sink and the sample values on purpose (docs/forms.md,
// content/README.md). A stamp of every input says whether the folder still holds that build; a
// lock keeps two callers (a vitest file run alone beside a Playwright run) from building at once.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadFacts } from '../../pipeline/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** what the build reads: a change in any of them makes the stamp differ */
const INPUTS = ['content', 'app', 'common', 'pipeline', 'server', 'tooling', 'vite.config.ts', 'package-lock.json'];

/** the settings of the tests' build (see the top of this file) */
const BUILD_ENV = {
  FORMS: 'local',
  ALLOW_SAMPLE_DATA: '1',
  CI: '1',
  NODE_ENV: 'production',
} as const;

/** set by `npm test` when its build failed: the suites that need it fail at once, saying so */
export const TEST_BUILD_FAILED = 'TEST_BUILD_FAILED';

/** waiting for another caller's build: a whole build takes about a minute on two busy cores */
const LOCK_WAIT_MS = 15 * 60_000;

/** the folder of the shared build: TEST_BUILD_DIR, else .cache/test-build in the project */
export function testBuildDir(): string {
  return path.resolve(ROOT, process.env.TEST_BUILD_DIR ?? '.cache/test-build');
}

export interface TestBuild {
  dir: string;
  /** the content's build, as dist-data/ */
  dataDir: string;
  /** the app with every route prerendered, as dist/ */
  distDir: string;
  /** the clinic's facts the build was made with (content/data/clinic.yaml), name → text */
  factsFile: string;
}

export function testBuildPaths(dir = testBuildDir()): TestBuild {
  return { dir, dataDir: path.join(dir, 'dist-data'), distDir: path.join(dir, 'dist'), factsFile: path.join(dir, 'facts.json') };
}

/** the clinic's facts of the shared build: what its pages show */
export function testBuildFacts(): Record<string, string> {
  return JSON.parse(readFileSync(testBuildPaths().factsFile, 'utf8')) as Record<string, string>;
}

/**
 * The shared build, made if the folder does not hold one of the current inputs. `output` says
 * whether the build's own log is shown (npm test's step) or kept for the error (a test's hook).
 */
export async function ensureTestBuild(output: 'show' | 'keep' = 'keep'): Promise<TestBuild> {
  const failed = process.env[TEST_BUILD_FAILED];
  if (failed) throw new Error(`the shared production build failed earlier in this run (the step "production build (shared)" of npm test): ${failed}`);
  const build = testBuildPaths();
  const stamp = currentStamp();
  if (readStamp(build.dir) === stamp) return build;
  const release = await takeLock(`${build.dir}.lock`);
  try {
    // another caller may have built it while this one waited
    if (readStamp(build.dir) === stamp) return build;
    mkdirSync(build.dir, { recursive: true });
    // a build cut short must never pass for a finished one
    rmSync(stampFile(build.dir), { force: true });
    await runBuild(build, output);
    const facts = (await loadFacts(path.join(ROOT, 'content'))).facts;
    writeFileSync(build.factsFile, JSON.stringify(Object.fromEntries(facts?.texts ?? []), null, 2));
    writeFileSync(stampFile(build.dir), stamp);
    return build;
  } finally {
    release();
  }
}

function runBuild(build: TestBuild, output: 'show' | 'keep'): Promise<void> {
  const env = { ...process.env, ...BUILD_ENV, CONTENT_DIR: path.join(ROOT, 'content'), DATA_DIR: build.dataDir, DIST_DIR: build.distDir };
  // the bundle `npm run build` runs (dist-node/build.mjs), built fresh first
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'tooling/bundles/run-bundle.mjs'), 'build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', output === 'show' ? 'inherit' : 'pipe', output === 'show' ? 'inherit' : 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build for the tests ended with ${code ?? signal}${log ? `:\n${log.slice(-4000)}` : ''}`));
    });
  });
}

function stampFile(dir: string): string {
  return path.join(dir, 'stamp');
}

function readStamp(dir: string): string | undefined {
  try {
    return readFileSync(stampFile(dir), 'utf8');
  } catch {
    return undefined;
  }
}

/** a hash of every input file (its path and bytes) and of the build's settings */
function currentStamp(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ ...BUILD_ENV, node: process.version, vite: viteEnv() }));
  for (const input of INPUTS) hashTree(hash, input);
  return hash.digest('hex');
}

/** the VITE_ variables and the site address a build takes from the environment */
function viteEnv(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('VITE_') || name === 'SITE_URL'));
}

function hashTree(hash: ReturnType<typeof createHash>, relative: string): void {
  const file = path.join(ROOT, relative);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (stats === undefined) return;
  if (stats.isDirectory()) {
    for (const name of readdirSync(file).sort()) if (name !== 'node_modules') hashTree(hash, path.join(relative, name));
    return;
  }
  hash.update(`${relative}\0`);
  hash.update(readFileSync(file));
  hash.update('\0');
}

/** a lock folder holding its owner's pid; one whose owner is gone is taken over */
async function takeLock(lock: string): Promise<() => void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (isStale(lock)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`the shared test build is still locked by another process after ${LOCK_WAIT_MS / 60_000} minutes (${lock})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function isStale(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // just made, its pid not written yet — unless that was long ago (its owner died in between)
    const made = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    return made !== undefined && Date.now() - made > 30_000;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
