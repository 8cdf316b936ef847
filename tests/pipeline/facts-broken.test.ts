import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { ROOT } from '../support/run-cli.ts';

// A broken facts file is reported there, once: the pages that use its facts (the real content uses
// them on several pages, in text, links, tables and block YAML) are not reported again for it.

const dir = mkdtempSync(path.join(os.tmpdir(), 'content-facts-'));
cpSync(path.join(ROOT, 'content'), dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the real content with a broken facts file', () => {
  it('reports only the facts file: a field missing', async () => {
    const file = path.join(dir, 'data', 'clinic.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^email:\n.*\n.*\n/m, ''));
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics.map(({ code, file, message }) => ({ code, file, message }))).toEqual([
      { code: 'facts-invalid', file: 'data/clinic.yaml', message: 'поле «email»: ожидалось: значение (нужен каждый факт; пока клиника его не прислала — образец с пометкой sample)' },
    ]);
    expect(result.dbJson).toBeUndefined();
  });

  it('reports only the facts file: the file missing', async () => {
    rmSync(path.join(dir, 'data', 'clinic.yaml'));
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics.map(({ code, file }) => ({ code, file }))).toEqual([{ code: 'facts-file-missing', file: 'data/clinic.yaml' }]);
  });
});
