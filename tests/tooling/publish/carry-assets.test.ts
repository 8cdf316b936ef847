import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carryOverAssets } from '../../../tooling/publish/carry-assets.ts';

// A page opened before a release went live asks later for the old build's files: its lazy chunks,
// and the variants of a photo the new release replaced.

const dir = mkdtempSync(path.join(tmpdir(), 'carry-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('carrying the old release’s files into the new one', () => {
  it('links its chunks and its pictures’ variants where the new build has none', () => {
    write('old/.vite/manifest.json', JSON.stringify({ 'main.tsx': { file: 'assets/index-old.js' } }));
    write('old/assets/index-old.js', 'old chunk');
    write('old/assets/img/images/news/hall.jpg.0123456789.240x180.avif', 'old variant');
    // a variant both builds have (its photo unchanged) is the new build's own
    write('old/assets/img/images/plan.png.abcdef0123.390x293.avif', 'as the old build made it');
    write('new/assets/img/images/plan.png.abcdef0123.390x293.avif', 'as the new build made it');
    expect(carryOverAssets(path.join(dir, 'old'), path.join(dir, 'new'))).toBe(2);
    expect(readFileSync(path.join(dir, 'new/assets/img/images/news/hall.jpg.0123456789.240x180.avif'), 'utf8')).toBe('old variant');
    expect(readFileSync(path.join(dir, 'new/assets/index-old.js'), 'utf8')).toBe('old chunk');
    expect(readFileSync(path.join(dir, 'new/assets/img/images/plan.png.abcdef0123.390x293.avif'), 'utf8')).toBe('as the new build made it');
  });
});
