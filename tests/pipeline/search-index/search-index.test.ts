import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../../pipeline/build.ts';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { dbSchema } from '../../../common/schema/db.ts';
import { buildSearchIndex } from '../../../pipeline/search-index/search-index.ts';
import { materialize } from '../fixture-helpers.ts';

// The search index (common/search/README.md): spec §3's title, description and
// href, plus every h1–h3 heading with its anchor and the visible text of its section.

const md = createMarkdown();

function indexOf(route: string, body: string) {
  const source = `---\ntitle: Лечение эпилепсии\ndescription: Как мы помогаем.\n---\n\n${body}`;
  const page = compilePage('pages/x.md', source, md);
  expect(page.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  return buildSearchIndex([{ route, title: page.frontmatter!.title, description: page.frontmatter!.description, ast: page.ast }])[0]!;
}

describe('buildSearchIndex', () => {
  it('keeps the spec entry and splits the text at h1–h3 headings, each linked by its anchor', () => {
    const entry = indexOf(
      '/services/epilepsy-treatment',
      [
        'Вступление   с **жирным**\nи переносом.',
        '## Что мы делаем',
        '### Консультация невролога',
        'Врач изучает ЭЭГ.',
        '#### Подробности',
        'Текст под h4.',
        '## Вопросы',
      ].join('\n\n'),
    );
    expect(entry).toEqual({
      title: 'Лечение эпилепсии',
      description: 'Как мы помогаем.',
      href: '/services/epilepsy-treatment',
      body: 'Вступление с жирным и переносом.',
      headings: [
        { text: 'Что мы делаем', href: '/services/epilepsy-treatment#что-мы-делаем', level: 2, body: '' },
        // an h4 stays part of its section's text
        {
          text: 'Консультация невролога',
          href: '/services/epilepsy-treatment#консультация-невролога',
          level: 3,
          body: 'Врач изучает ЭЭГ. Подробности Текст под h4.',
        },
        { text: 'Вопросы', href: '/services/epilepsy-treatment#вопросы', level: 2, body: '' },
      ],
    });
  });

  it('links the home page anchors as /#id', () => {
    expect(indexOf('/', '## Добро пожаловать\n\nТекст.').headings[0]!.href).toBe('/#добро-пожаловать');
  });

  it('reads the visible text of lists, tables and content blocks', () => {
    const entry = indexOf(
      '/x',
      `## Всё

- пункт списка

| Услуга | Срок |
|---|---|
| Массаж | 10 дней |

::: warning Не отменяйте препараты
Текст предупреждения.
:::

::: accordion Сколько длится курс?
Две недели.
:::

::: reviews Отзывы
- author: Анна
  date: 2024-03-12
  content: Спасибо врачам!
:::

::: services
- title: Лечение ДЦП
  description: Комплексная программа.
  href: /x
:::

::: prices Диагностика
- title: Диагностический пакет
  price: 99000
  unit: за курс
  includes:
    - МРТ или КТ
:::

::: contact-card
title: Клиника
organization: Неврологическая клиника
address: Молдавская улица 50, Искитим
schedule:
  - Пн–Пт 9:00–18:00
:::

::: image
src: /images/plan.svg
alt: Схема
caption: Подпись к рисунку
:::

::: timer До конца акции осталось
:::
`,
    );
    const text = entry.headings[0]!.body;
    for (const expected of [
      'пункт списка',
      'Услуга Срок Массаж 10 дней',
      'Не отменяйте препараты Текст предупреждения.',
      'Сколько длится курс? Две недели.',
      'Анна: Спасибо врачам!',
      'Лечение ДЦП. Комплексная программа.',
      'Диагностический пакет. 99 000 ₽ за курс. МРТ или КТ',
      'Клиника. Неврологическая клиника. Молдавская улица 50, Искитим. Пн–Пт 9:00–18:00',
      'Подпись к рисунку',
      'До конца акции осталось',
    ]) {
      expect(text).toContain(expected);
    }
    // an image's alt text describes a picture; only its caption is shown as text
    expect(text).not.toContain('Схема');
  });
});

describe('db.json', () => {
  it('carries the search index beside the spec search entries, one entry per page in the same order', async () => {
    const { dir, cleanup } = await materialize();
    try {
      const db = dbSchema.parse(JSON.parse((await new ContentBuilder(dir).build()).dbJson!));
      const index = db['search-index'];
      expect(index.map(({ title, description, href }) => ({ title, description, href }))).toEqual(db.search);
      const about = index.find((entry) => entry.href === '/about')!;
      expect(about.headings).toEqual([
        { text: 'Команда', href: '/about#команда', level: 2, body: 'Текст о команде. Наверх' },
        { text: 'Команда', href: '/about#команда-2', level: 2, body: 'Повтор заголовка получает id с суффиксом -2.' },
      ]);
      const home = index.find((entry) => entry.href === '/')!;
      expect(home.headings[0]!.body).toContain('Первый вопрос Ответ с жирным текстом.');
      expect(home.headings[0]!.body).toContain('Анна: Спасибо!');
    } finally {
      await cleanup();
    }
  });
});
