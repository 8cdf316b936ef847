import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ROOT, spawnScript } from '../../../testing/run-cli.ts';

// A launch cannot go live with sample data (content/README.md, «Facts and sample values»): the
// production build refuses each sample value; tests say ALLOW_SAMPLE_DATA=1. Here on the good
// fixture, whose phone is a sample; the real content's own are counted in tests/content/.

const CONTENT_DIR = 'tests/pipeline/fixtures/good';

describe('npm run build with sample data', () => {
  it('refuses without ALLOW_SAMPLE_DATA=1, before building anything', async () => {
    // folders of its own: a regression must not build into the repo's dist-data/ or dist/
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'release-gate-'));
    onTestFinished(() => rm(outDir, { recursive: true, force: true }));
    const child = spawnScript('tooling/build/build.ts', [], {
      FORMS: 'local',
      ALLOW_SAMPLE_DATA: '',
      CONTENT_DIR: path.join(ROOT, CONTENT_DIR),
      DATA_DIR: path.join(outDir, 'dist-data'),
      DIST_DIR: path.join(outDir, 'dist'),
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`${CONTENT_DIR}/data/clinic.yaml:5:1 error sample-value`);
    expect(stderr).toMatch(/nothing built \(sample values: replace them, or ALLOW_SAMPLE_DATA=1/);
    expect(stderr).not.toMatch(/pages →/);
    expect(readdirSync(outDir)).toEqual([]);
  });
});
