import { describe, expect, it } from 'vitest';
import { activeHeadingId, listedHeadings, readHeadings } from '../../../app/shell/toc-headings.ts';

// spec §2.8
describe('table of contents', () => {
  it('reads levels 1 to 3 only, with their text', () => {
    document.body.innerHTML = `<main><h1 id="t">Заголовок</h1><h2 id="a" data-toc-text="Раздел">Раздел<a>#</a></h2><h3 id="b">Пункт</h3><h4 id="c">Мелкий</h4><h2>без id</h2></main>`;
    expect(readHeadings(document.body)).toEqual([
      { id: 't', text: 'Заголовок', level: 1 },
      { id: 'a', text: 'Раздел', level: 2 },
      { id: 'b', text: 'Пункт', level: 3 },
    ]);
  });

  it('highlights the last heading passed at a 160 px offset, and none before the first has', () => {
    expect(
      activeHeadingId([
        { id: 'a', top: 400 },
        { id: 'b', top: 900 },
      ]),
    ).toBeUndefined();
    expect(activeHeadingId([{ id: 'a', top: 161 }])).toBeUndefined();
    expect(
      activeHeadingId([
        { id: 'a', top: 160 },
        { id: 'b', top: 900 },
      ]),
    ).toBe('a');
    expect(
      activeHeadingId([
        { id: 'a', top: 10 },
        { id: 'b', top: 160 },
        { id: 'c', top: 161 },
      ]),
    ).toBe('b');
    expect(activeHeadingId([])).toBeUndefined();
  });

  it('lists nothing for a page whose only heading is its title (then it says «Нет заголовков»)', () => {
    const title = { id: 'page-title', text: 'О клинике', level: 1 };
    expect(listedHeadings([title])).toEqual([]);
    expect(listedHeadings([])).toEqual([]);
    const section = { id: 'история', text: 'История', level: 2 };
    expect(listedHeadings([title, section])).toEqual([title, section]);
  });
});
