import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from '../../testing/reports/failed-tests.ts';

// `npm test`'s last lines are all CI keeps of a run: they name each failed test and its error.
// Both runners are run for real on a project of their own with one failing and one passing test
// (inside the repository they would find its own configuration).

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function fixture(name: string, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `failed-tests-${name}-`));
  dirs.push(dir);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

it("names vitest's failed test, its group and the error's first line", () => {
  const dir = fixture('vitest', {
    'sum.test.ts': `import { describe, expect, it } from 'vitest';
describe('the sum', () => {
  it('adds', () => expect(1 + 1).toBe(3));
  it('passes', () => expect(2).toBe(2));
});
`,
    'broken.test.ts': `import './missing-module.ts';\n`,
  });
  const report = path.join(dir, 'report.json');
  spawnSync('npx', ['vitest', 'run', '--reporter=json', `--outputFile.json=${report}`], { cwd: dir });
  const failures = vitestFailures(JSON.parse(readFileSync(report, 'utf8')), dir);
  expect(failures).toHaveLength(2);
  expect(failures).toContain('sum.test.ts › the sum adds: AssertionError: expected 2 to be 3 // Object.is equality');
  expect(failures.find((line) => line.startsWith('broken.test.ts: '))).toMatch(/missing-module/);
});

it("names Playwright's failed test with its project, file and line, without colour codes", () => {
  const dir = fixture('playwright', {
    'playwright.config.ts': `export default { testDir: '.', projects: [{ name: 'phone' }] };\n`,
    'sum.spec.ts': `import { expect, test } from '@playwright/test';
test.describe('the sum', () => {
  test('adds', () => expect(1 + 1).toBe(3));
  test('passes', () => expect(2).toBe(2));
});
`,
  });
  const report = path.join(dir, 'report.json');
  spawnSync('npx', ['playwright', 'test', '--reporter=json'], {
    cwd: dir,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  expect(playwrightFailures(JSON.parse(readFileSync(report, 'utf8')))).toEqual([
    '[phone] sum.spec.ts:3 › the sum › adds: Error: expect(received).toBe(expected) // Object.is equality',
  ]);
});
