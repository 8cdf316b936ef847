import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { materialize } from './fixture-helpers.ts';

// watch mode and npm start: any page may use any fact, so a changed facts file reaches every page
// even when the watcher names only that file

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((cleanup) => cleanup())));

describe('a changed facts file', () => {
  it('re-compiles the pages that use a fact, and the footer data follows', async () => {
    const { dir, cleanup } = await materialize();
    cleanups.push(cleanup);
    const contacts = path.join(dir, 'pages', 'contacts.md');
    writeFileSync(contacts, `${readFileSync(contacts, 'utf8')}\nЗвоните: [{{phone}}]({{phone.link}}).\n`);
    const builder = new ContentBuilder(dir);
    const first = await builder.build();
    expect(first.diagnostics).toEqual([]);
    expect(first.dbJson).toContain('tel:+79990000000');

    const facts = path.join(dir, 'data', 'clinic.yaml');
    writeFileSync(facts, readFileSync(facts, 'utf8').replace('+7 999 000-00-00', '+7 383 123-45-67'));
    const second = await builder.build({ changed: new Set(['data/clinic.yaml']) });
    expect(second.diagnostics).toEqual([]);
    expect(second.dbJson).toContain('"href":"tel:+73831234567"');
    expect(second.dbJson).toContain('"phoneDisplay":"+7 383 123-45-67"');
    expect(second.dbJson).not.toContain('+79990000000');
  });
});
