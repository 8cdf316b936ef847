import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../support/generate-corpus.ts';
import { runContentCli, spawnScript } from '../support/run-cli.ts';

// A build killed at any moment leaves either the old db.json or the new one, never a mix.

let corpusA: string;
let corpusB: string;
let outDir: string;

beforeAll(async () => {
  corpusA = await mkdtemp(path.join(os.tmpdir(), 'emit-a-'));
  corpusB = await mkdtemp(path.join(os.tmpdir(), 'emit-b-'));
  outDir = await mkdtemp(path.join(os.tmpdir(), 'emit-out-'));
  await generateCorpus(corpusA, { pages: 150, seed: 1 });
  await generateCorpus(corpusB, { pages: 150, seed: 2 });
});
afterAll(async () => {
  await Promise.all([corpusA, corpusB, outDir].map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('atomic output', () => {
  it('a build killed with SIGKILL at any point leaves the previous db.json or the complete new one', async () => {
    expect((await runContentCli(['build', '--content', corpusA, '--out', outDir])).code).toBe(0);
    const dbFile = path.join(outDir, 'db.json');
    const old = readFileSync(dbFile);
    const expectedNew = await buildInto(corpusB);
    const seen = new Set<string>();
    for (const delay of [300, 600, 750, 900, 1050, 1300]) {
      const child = spawnScript('pipeline/cli.ts', ['build', '--content', corpusB, '--out', outDir]);
      await new Promise((resolve) => setTimeout(resolve, delay));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('close', resolve));
      const now = readFileSync(dbFile);
      expect(now.equals(old) || now.equals(expectedNew)).toBe(true);
      seen.add(now.equals(old) ? 'old' : 'new');
      if (now.equals(expectedNew)) await runContentCli(['build', '--content', corpusA, '--out', outDir]);
    }
    // the next build cleans up what a killed run left behind
    expect((await runContentCli(['build', '--content', corpusA, '--out', outDir])).code).toBe(0);
    expect(readdirSync(outDir, { recursive: true }).filter((name) => String(name).endsWith('.partial'))).toEqual([]);
    expect(seen.has('old')).toBe(true);
  }, 90_000);
});

async function buildInto(content: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'emit-expected-'));
  try {
    expect((await runContentCli(['build', '--content', content, '--out', dir])).code).toBe(0);
    expect(existsSync(path.join(dir, 'db.json'))).toBe(true);
    return readFileSync(path.join(dir, 'db.json'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

