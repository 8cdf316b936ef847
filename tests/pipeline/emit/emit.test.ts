import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../testing/corpus/generate-corpus.ts';
import { runContentCli, startContentCli } from '../../../testing/run-cli.ts';

// A build killed at any moment leaves either the old db.json or the new one, never a mix.
//
// The kills are timed by what the build has visibly done in its output folder (pipeline/emit/emit.ts:
// the static API staged as api.<pid>.partial, then every file written to <name>.<pid>.partial and
// renamed, db.json last), not by fixed delays, so the same moments are reached on a slow or a fast
// machine. A killed process changes nothing more, so the folder after the kill shows where the
// kill landed; that is checked against what db.json holds.

/** where a kill landed, read from what the killed build left in its output folder */
type Landing = 'before emit' | 'staging the static API' | 'staging db.json and the schemas' | 'after the db.json rename';

interface Kill {
  landing: Landing;
  /** false when the build had already finished by itself before the kill */
  killed: boolean;
  outcome: 'old' | 'new';
  dir: string;
}

/** how often a kill aimed at a moment may land elsewhere (the build was quicker than the poll) */
const ATTEMPTS = 5;
/**
 * Generous: on a loaded machine (CI beside a browser run, a CPU hog at a higher priority) the
 * six builds of this file have taken up to 5 minutes; the time limit only guards against a hang.
 */
const LIMIT_MS = 600_000;

const temporary: string[] = [];
/** builds still running, killed if the test ends early */
const running = new Set<ChildProcess>();
let corpusA: string;
let corpusB: string;
/** the output of corpus A: each kill starts from a copy of it */
let template: string;
let oldDb: Buffer;
let newDb: Buffer;

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

beforeAll(async () => {
  corpusA = await tempDir('emit-a-');
  corpusB = await tempDir('emit-b-');
  template = await tempDir('emit-old-');
  const expected = await tempDir('emit-new-');
  await generateCorpus(corpusA, { pages: 150, seed: 1 });
  await generateCorpus(corpusB, { pages: 150, seed: 2 });
  const [a, b] = await Promise.all([
    runContentCli(['build', '--content', corpusA, '--out', template]),
    runContentCli(['build', '--content', corpusB, '--out', expected]),
  ]);
  expect(a.code, a.stderr).toBe(0);
  expect(b.code, b.stderr).toBe(0);
  oldDb = readFileSync(path.join(template, 'db.json'));
  newDb = readFileSync(path.join(expected, 'db.json'));
  expect(oldDb.equals(newDb)).toBe(false);
}, LIMIT_MS);
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** names under dir (recursive) that are temporary files or folders of the process pid */
function leftoversOf(dir: string, pid: number): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(`.${pid}.partial`) || name.endsWith(`.${pid}.old.partial`))
    .sort();
}

/** what a kill condition may look at: the output folder, the build's pid, db.json before the build */
interface Progress {
  dir: string;
  pid: number;
  oldInode: number;
}

/**
 * Builds corpus B over a copy of the old output, SIGKILLs the build as soon as `reached` says so
 * (checked every millisecond or so), and reports where the kill landed.
 */
async function killWhen(reached: (progress: Progress) => boolean): Promise<Kill> {
  const dir = await tempDir('emit-out-');
  cpSync(template, dir, { recursive: true });
  const oldInode = statSync(path.join(dir, 'db.json')).ino;
  const { child, closed } = startContentCli(['build', '--content', corpusB, '--out', dir]);
  const pid = child.pid!;
  running.add(child);
  let ended = false;
  void closed.finally(() => (ended = true)).catch(() => {});
  while (!ended && !reached({ dir, pid, oldInode })) await new Promise((resolve) => setTimeout(resolve, 1));
  child.kill('SIGKILL');
  const result = await closed;
  running.delete(child);
  expect(result.code === 0 || result.signal === 'SIGKILL', result.stderr).toBe(true);

  const db = readFileSync(path.join(dir, 'db.json'));
  expect(db.equals(oldDb) || db.equals(newDb), 'db.json is neither the old nor the new one').toBe(true);
  const outcome = db.equals(oldDb) ? 'old' : 'new';
  const left = leftoversOf(dir, pid);
  // db.json's temporary file still there: its rename never happened, so db.json must be the old one
  if (left.includes(`db.json.${pid}.partial`)) expect(outcome).toBe('old');
  // db.json is renamed last: once it is new, nothing of the run is left half-done
  if (outcome === 'new') expect(left).toEqual([]);
  const landing: Landing =
    outcome === 'new'
      ? 'after the db.json rename'
      : left.some((name) => name === `db.json.${pid}.partial` || name.startsWith(`schemas${path.sep}`))
        ? 'staging db.json and the schemas'
        : left.some((name) => name.startsWith('api.'))
          ? 'staging the static API'
          : 'before emit';
  return { landing, killed: result.signal === 'SIGKILL', outcome, dir };
}

/** kills aimed at one moment until one lands there; the landings seen are kept in `log` */
async function killUntil(reached: (progress: Progress) => boolean, wanted: (kill: Kill) => boolean, log: Kill[]): Promise<Kill | undefined> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const kill = await killWhen(reached);
    log.push(kill);
    if (wanted(kill)) return kill;
  }
  return undefined;
}

const exists = (dir: string, name: string) => existsSync(path.join(dir, name));

describe('atomic output', () => {
  it(
    'a build killed with SIGKILL at any point leaves the previous db.json or the complete new one',
    async () => {
      const log: Kill[] = [];
      const describeLog = () => log.map((kill) => `${kill.landing} (${kill.killed ? 'killed' : 'had finished'}, ${kill.outcome})`).join('; ');

      // before the build has written anything: the old db.json
      const early = await killWhen(() => true);
      log.push(early);
      expect(early).toMatchObject({ landing: 'before emit', killed: true, outcome: 'old' });

      // while the static API is staged, and while db.json is being written: the old db.json, and
      // temporary files left for the next build to clean up
      const staging = await killUntil(
        ({ dir, pid }) => exists(dir, `api.${pid}.partial`),
        (kill) => kill.killed && kill.landing === 'staging the static API',
        log,
      );
      expect(staging, describeLog()).toBeDefined();
      const writing = await killUntil(
        ({ dir, pid }) => exists(dir, `db.json.${pid}.partial`),
        (kill) => kill.killed && kill.landing === 'staging db.json and the schemas',
        log,
      );
      expect(writing, describeLog()).toBeDefined();

      // once db.json has been renamed into place, before the process is done: the new db.json
      const late = await killUntil(
        ({ dir, oldInode }) => statSync(path.join(dir, 'db.json')).ino !== oldInode,
        (kill) => kill.killed && kill.landing === 'after the db.json rename',
        log,
      );
      expect(late, describeLog()).toBeDefined();
      expect(late!.outcome).toBe('new');

      // the next build cleans up what a killed run left behind
      const dir = writing!.dir;
      expect(readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.partial'))).not.toEqual([]);
      const next = await runContentCli(['build', '--content', corpusA, '--out', dir]);
      expect(next.code, next.stderr).toBe(0);
      expect(readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.partial'))).toEqual([]);
      expect(readFileSync(path.join(dir, 'db.json')).equals(oldDb)).toBe(true);
    },
    LIMIT_MS,
  );
});
