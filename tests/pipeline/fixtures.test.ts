import { afterAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { DIAGNOSTIC_CODES } from '../../common/schema/diagnostic.ts';
import { dbSchema } from '../../common/schema/db.ts';
import { messageIn } from '../../pipeline/messages/catalogue.ts';
import { listBadFixtures, materialize } from './fixture-helpers.ts';

const badFixtures = listBadFixtures();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => Promise.all(cleanups.map((cleanup) => cleanup())));

describe('good content', () => {
  it('builds without a diagnostic into a db.json that matches its schema', async () => {
    const { dir, cleanup } = await materialize();
    cleanups.push(cleanup);
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics).toEqual([]);
    const db = dbSchema.parse(JSON.parse(result.dbJson!));
    expect(db.pages.map((page) => page.id)).toEqual(['index', 'about', 'contacts', 'prices', 'promotions', 'services']);
    const about = db.pages.find((page) => page.id === 'about')!;
    expect(about.headings.map((heading) => heading.id)).toEqual(['команда', 'команда-2']);
    expect(db.search).toContainEqual({ title: 'О клинике', description: 'О клинике, пример.', href: '/about' });
  });
});

describe.each(badFixtures)('bad content: $name', (fixture) => {
  it(`reports ${fixture.expect.map((entry) => `${entry.code} at ${entry.file}:${entry.line}`).join(', ')}`, async () => {
    const { dir, cleanup } = await materialize(fixture);
    cleanups.push(cleanup);
    const result = await new ContentBuilder(dir).build({ release: fixture.release });
    const found = result.diagnostics.map(({ code, file, line }) => ({ code, file, line }));
    expect(found).toEqual(fixture.expect);
    for (const diagnostic of result.diagnostics) expect(diagnostic.message.length).toBeGreaterThan(20);
    const hasErrors = result.diagnostics.some((diagnostic) => diagnostic.severity === 'error');
    expect(result.dbJson === undefined).toBe(hasErrors);
  });
});

describe('a heading with no letters or digits (spec §5)', () => {
  it('gets a numbered id, and the warning says so: numbered, not random as the specification has it', async () => {
    const { dir, cleanup } = await materialize(badFixtures.find((fixture) => fixture.name === 'heading-empty'));
    cleanups.push(cleanup);
    const result = await new ContentBuilder(dir).build();
    const warning = result.diagnostics.find((diagnostic) => diagnostic.code === 'heading-empty')!;
    expect(warning.message).toContain('он получает якорь «heading-1»');
    expect(warning.message).toContain('а не случайный, как сказано в спецификации');
    expect(messageIn(warning, 'en')).toContain('it gets the id "heading-1"');
    const contacts = dbSchema.parse(JSON.parse(result.dbJson!)).pages.find((page) => page.id === 'contacts')!;
    expect(contacts.headings.map((heading) => heading.id)).toContain('heading-1');
  });
});

describe('fixture coverage', () => {
  // a file that exists but cannot be read needs a permission error, which root never gets; a page
  // over 1 MB is generated, not committed, and a compile failure needs a bug in the pipeline: both
  // are tested in hostile-content.test.ts; the two codes of the clinic facts get their fixtures
  // with the facts themselves
  const untestable = new Set(['file-unreadable', 'page-too-large', 'page-compile-failed', 'fact-unknown', 'sample-value']);
  it.each(DIAGNOSTIC_CODES.filter((code) => !untestable.has(code)))('%s has a bad fixture', (code) => {
    expect(badFixtures.some((fixture) => fixture.expect.some((entry) => entry.code === code))).toBe(true);
  });
});
