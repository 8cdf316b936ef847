import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
export const GOOD = path.join(FIXTURES, 'good');
const BAD = path.join(FIXTURES, 'bad');

interface ExpectedDiagnostic {
  code: string;
  file: string;
  line: number;
}

export interface BadFixture {
  name: string;
  remove: string[];
  expect: ExpectedDiagnostic[];
  filesDir: string;
  /** checked as `check --release` does */
  release: boolean;
}

/** every folder of fixtures/bad: files laid over the good fixture, and what must be reported */
export function listBadFixtures(): BadFixture[] {
  return readdirSync(BAD)
    .sort()
    .map((name) => {
      const spec = parse(readFileSync(path.join(BAD, name, 'fixture.yaml'), 'utf8')) as { remove?: string[]; expect: ExpectedDiagnostic[]; release?: boolean };
      return { name, remove: spec.remove ?? [], expect: spec.expect, filesDir: path.join(BAD, name, 'files'), release: spec.release === true };
    });
}

/** a temporary copy of the good fixture, with a bad fixture's changes applied */
export async function materialize(fixture?: BadFixture): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'content-'));
  await cp(GOOD, dir, { recursive: true });
  if (fixture) {
    for (const removed of fixture.remove) await rm(path.join(dir, removed), { recursive: true, force: true });
    if (existsSync(fixture.filesDir)) await cp(fixture.filesDir, dir, { recursive: true });
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The good fixture with nothing left to supply: its one sample value (the phone) replaced, so the
 * release check finds nothing and the launch checklist is empty.
 */
export async function materializeComplete(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const copy = await materialize();
  const facts = path.join(copy.dir, 'data', 'clinic.yaml');
  await writeFile(facts, readFileSync(facts, 'utf8').replace(/phone:\n {2}value: (.+)\n {2}sample: .+\n/, 'phone: $1\n'));
  return copy;
}
