import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../pipeline/build.ts';
import { materialize } from './fixture-helpers.ts';

// A broken facts file is reported there, once: the pages that use its facts (in text, links,
// tables and block YAML, as the clinic's pages do) are not reported again for it.

/** a page of the good fixture's copy using the facts every way a page can (opened by its address) */
const FACTS_IN_USE = `---
title: Сведения
description: Факты клиники на странице.
orphan: true
---

{{legalName}}, ОГРН {{ogrn}}, ИНН {{inn}}: звоните по номеру [{{phone}}]({{phone.link}}) или пишите на [{{email}}]({{email.link}}).

| Приём | Часы |
| --- | --- |
| пн–пт | {{hoursWeekdays}} |
| сб | {{hoursSaturday}} |

::: contact-card
title: "{{name}}"
organization: "{{organization}}"
address: "{{address}}"
phone: "{{phone}}"
email: "{{email}}"
schedule:
  - "пн–пт {{hoursWeekdays}}"
:::

::: anket-form {secondAttendantPrice="{{secondAttendantPrice}}"}
:::
`;

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await materialize());
  writeFileSync(path.join(dir, 'pages', 'facts-in-use.md'), FACTS_IN_USE);
});
afterAll(() => cleanup());

describe('content using its facts everywhere, with a broken facts file', () => {
  it('builds while the facts file is whole', async () => {
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics).toEqual([]);
  });

  it('reports only the facts file: a field missing', async () => {
    const file = path.join(dir, 'data', 'clinic.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^email: .*\n/m, ''));
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics.map(({ code, file, message }) => ({ code, file, message }))).toEqual([
      {
        code: 'facts-invalid',
        file: 'data/clinic.yaml',
        message: 'поле «email»: ожидалось: значение (нужен каждый факт; пока клиника его не прислала — образец с пометкой sample)',
      },
    ]);
    expect(result.dbJson).toBeUndefined();
  });

  it('reports only the facts file: the file missing', async () => {
    rmSync(path.join(dir, 'data', 'clinic.yaml'));
    const result = await new ContentBuilder(dir).build();
    expect(result.diagnostics.map(({ code, file }) => ({ code, file }))).toEqual([{ code: 'facts-file-missing', file: 'data/clinic.yaml' }]);
  });
});
