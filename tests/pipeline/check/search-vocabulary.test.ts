import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { buildSearchFragments } from '../../../common/search/search-fragments.ts';
import type { MetaFragment } from '../../../common/search/fragment-format.ts';
import { materialize } from '../fixture-helpers.ts';

// The search's vocabulary (content/data/search-vocabulary.yaml) goes into db.json and from there
// into the split index's meta fragment; a group none of whose words the pages hold is a warning,
// kept up to date as pages change under `npm start`'s rebuilds. The search index carries a page's
// short title where it is not its title.

const VOCABULARY = `groups:
  - [коллектив, команда]
  - [МРТ, магнитно-резонансная томография]
`;

// opened by its address in this content: no menu leads to it
const MRI_PAGE = `---
title: Диагностика
shortTitle: МРТ и КТ
description: Исследования до курса.
orphan: true
---

## Что взять

Снимки МРТ на диске.
`;

let dir: string;
let cleanup: () => Promise<void>;
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);

beforeAll(async () => {
  ({ dir, cleanup } = await materialize());
  write('data/search-vocabulary.yaml', VOCABULARY);
  write('pages/diagnostics.md', MRI_PAGE);
});
afterAll(() => cleanup());

describe('the search vocabulary in the build', () => {
  const builder = () => new ContentBuilder(dir);

  it('goes into db.json and the meta fragment as written, and a short title into the search index', async () => {
    const result = await builder().build();
    expect(result.diagnostics).toEqual([]);
    const db = result.db!;
    expect(db['search-vocabulary']).toEqual([
      ['коллектив', 'команда'],
      ['МРТ', 'магнитно-резонансная томография'],
    ]);
    const meta = buildSearchFragments(db['search-index'], db['search-vocabulary']).get('meta') as MetaFragment;
    expect(meta.synonyms).toEqual(db['search-vocabulary']);
    expect(db['search-index'].find((entry) => entry.href === '/diagnostics')).toMatchObject({ title: 'Диагностика', shortTitle: 'МРТ и КТ' });
    // a page with no short title of its own has none in the index
    expect(db['search-index'].find((entry) => entry.href === '/about')).not.toHaveProperty('shortTitle');
  });

  it('warns of a group the pages stop saying, on a rebuild after that page alone, and stops when they say it again', async () => {
    const watching = builder();
    expect((await watching.build()).diagnostics).toEqual([]);
    write('pages/diagnostics.md', MRI_PAGE.replaceAll('МРТ', 'КТ'));
    const changed = await watching.build({ changed: new Set(['pages/diagnostics.md']) });
    expect(changed.diagnostics.map(({ code, file, line, severity }) => ({ code, file, line, severity }))).toEqual([
      { code: 'search-vocabulary-unused', file: 'data/search-vocabulary.yaml', line: 3, severity: 'warning' },
    ]);
    expect(changed.diagnostics[0]!.message).toContain('«МРТ», «магнитно-резонансная томография»');
    // a warning: the site is still built
    expect(changed.db).toBeDefined();
    write('pages/diagnostics.md', MRI_PAGE);
    expect((await watching.build({ changed: new Set(['pages/diagnostics.md']) })).diagnostics).toEqual([]);
  });

  it('reads the file again on every build: an edit shows in db.json', async () => {
    const watching = builder();
    await watching.build();
    write('data/search-vocabulary.yaml', `${VOCABULARY}  - [снимки, исследования]\n`);
    const edited = await watching.build({ changed: new Set(['data/search-vocabulary.yaml']) });
    expect(edited.db!['search-vocabulary']).toHaveLength(3);
    write('data/search-vocabulary.yaml', VOCABULARY);
  });

  it('is optional: without it the search has no vocabulary and nothing is reported', async () => {
    rmSync(path.join(dir, 'data/search-vocabulary.yaml'));
    const result = await builder().build();
    expect(result.diagnostics).toEqual([]);
    expect(result.db!['search-vocabulary']).toEqual([]);
    write('data/search-vocabulary.yaml', VOCABULARY);
  });
});
