import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readClinicSettings } from '../../../server/forms/clinic-settings.ts';
import { newKeys } from './receiver-cli-environment.ts';
import { spawnScript } from '../../../testing/run-cli.ts';

// The forms service takes the clinic's e-mail and retention days from the build's db.json: a build
// that is missing, broken or hostile stops the start with the file named, never a stack.

const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('readClinicSettings', () => {
  it("reads the e-mail and the retention days of the build's site", () => {
    const file = build('good.json', JSON.stringify({ site: { email: 'info@clinic.example', formsRetentionDays: 30 }, pages: [] }));
    expect(readClinicSettings(file)).toEqual({ email: 'info@clinic.example', retentionDays: 30 });
  });

  it.each([
    ['not JSON', '{"site": {'],
    ['no site', '{}'],
    ['a text for a number', JSON.stringify({ site: { email: 'info@clinic.example', formsRetentionDays: '30; DROP TABLE' } })],
    ['zero days', JSON.stringify({ site: { email: 'info@clinic.example', formsRetentionDays: 0 } })],
    ['no e-mail', JSON.stringify({ site: { email: 'not an address', formsRetentionDays: 30 } })],
    ['a prototype key', '{"__proto__": {"site": {"email": "x@y.z", "formsRetentionDays": 1}}}'],
  ])('refuses a build with %s, naming the file', (_name, text) => {
    const file = build('bad.json', text);
    expect(() => readClinicSettings(file)).toThrow(file);
  });

  it('names a build that is not there and how to make one', () => {
    expect(() => readClinicSettings(path.join(dir, 'missing.json'))).toThrow(/missing\.json cannot be read \(run npm run build\)/);
  });
});

describe('npm run receiver over a broken build', () => {
  it('exits 2 with one JSON line naming the build, before it opens the database or listens', async () => {
    const dataDir = mkdtempSync(path.join(dir, 'data-'));
    writeFileSync(path.join(dataDir, 'db.json'), '{"site": {');
    const child = spawnScript('server/forms/cli.ts', [], {
      ...newKeys(),
      RECEIVER_DATA_DIR: path.join(dataDir, 'db'),
      DATA_DIR: dataDir,
      RECEIVER_PORT: '0',
      RECEIVER_INBOX: 'off',
    });
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr?.resume();
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(2);
    const lines = stdout.trim().split('\n');
    const failure = JSON.parse(lines.at(-1)!) as { level: string; msg: string };
    expect(failure.level).toBe('fatal');
    expect(failure.msg).toMatch(/^receiver: the site's build .*db\.json cannot be read \(run npm run build\)/);
    expect(stdout).not.toMatch(/\n\s+at /);
  });
});
