import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../testing/run-cli.ts';

// `npm run content` and the other commands run their bundle through tooling/bundles/run-bundle.mjs,
// which builds dist-node/ again when a source changed: an editor who pulled new code gets it at
// once. In a copy of the tree (the sources of every bundle, node_modules linked), so the real
// dist-node/ is left to the other tests.

let tree: string;

const run = (args: string[]) => spawnSync(process.execPath, [path.join(tree, 'tooling/bundles/run-bundle.mjs'), ...args], { cwd: tree, encoding: 'utf8' });
const manifestTime = () => statSync(path.join(tree, 'dist-node/manifest.json')).mtimeMs;

beforeAll(() => {
  tree = mkdtempSync(path.join(os.tmpdir(), 'fresh-bundles-'));
  for (const folder of ['pipeline', 'common', 'server', 'tooling', 'app']) {
    cpSync(path.join(ROOT, folder), path.join(tree, folder), { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('the bundles of npm run <command>', () => {
  it('are built on the first run, then run as they are while no source changes', () => {
    const first = run(['content', '--help']);
    expect(first.status).toBe(0);
    expect(first.stderr).toContain('usage: npm run content');
    expect(existsSync(path.join(tree, 'dist-node/content.mjs'))).toBe(true);
    expect(existsSync(path.join(tree, 'dist-node/content.mjs.map'))).toBe(true);
    const built = manifestTime();
    expect(run(['content', '--help']).status).toBe(0);
    expect(manifestTime()).toBe(built);
  });

  it('are built again when a source they were made from changes, and run the new code', () => {
    const built = manifestTime();
    const usage = path.join(tree, 'pipeline/parse-arguments.ts');
    const source = readFileSync(usage, 'utf8');
    expect(source).toContain('usage: npm run content');
    appendFileSync(usage, "\nprocess.stderr.write('changed after the last build\\n');\n");
    const changed = run(['content', '--help']);
    expect(changed.status).toBe(0);
    expect(changed.stderr).toContain('changed after the last build');
    expect(manifestTime()).toBeGreaterThan(built);
  });

  it('read the files beside their sources, wherever the tree is: the receiver its migrations', () => {
    // import.meta.dirname in server/forms/database/migrate.ts means that folder of this tree, not
    // dist-node/: a file put there is read (and this one refused for its name)
    writeFileSync(path.join(tree, 'server/forms/database/migrations/not-numbered.sql'), 'SELECT 1;\n');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fresh-bundles-db-'));
    try {
      const deleted = spawnSync(process.execPath, [path.join(tree, 'tooling/bundles/run-bundle.mjs'), 'forms-delete', '--reference', 'А-999999'], {
        cwd: tree,
        encoding: 'utf8',
        env: {
          ...process.env,
          RECEIVER_DATA_DIR: dataDir,
          RECEIVER_KEYS: `k1:${randomBytes(32).toString('base64')}`,
          RECEIVER_HMAC_KEY: randomBytes(32).toString('base64'),
        },
      });
      expect(deleted.stderr).toContain('migration not-numbered.sql: the name must be NNN-words.sql');
      expect(deleted.status).not.toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a name that is no bundle', () => {
    const unknown = run(['nothing']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^usage: node tooling\/bundles\/run-bundle\.mjs <content \| /);
  });
});
