import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSimpleYaml } from '../../../pipeline/read/parse-simple-yaml.ts';
import { expectAgreement, library } from './yaml-agreement.ts';

// The fast reader may decline any text; where it answers, it must answer what the yaml library
// does (with no error) — so a build takes the same values, and every problem still comes from the
// library, at its line (parse-yaml.ts reads declined and invalid texts with it). The real
// content's texts are read in tests/content/parse-simple-yaml.test.ts.

describe('parseSimpleYaml', () => {
  it.each([
    ['key: value', { key: 'value' }],
    ['lat: 54.6366\nlng: 83.30', { lat: 54.6366, lng: 83.3 }],
    ['a: 1\nb: 0\nc: true\nd: ~\ne:\nf: 2024-03-12\ng: 9:00–18:00', { a: 1, b: 0, c: true, d: null, e: null, f: '2024-03-12', g: '9:00–18:00' }],
    ["q: 'it''s'\nd: \"«дом»\"  \nu: https://x.ru/a#b", { q: "it's", d: '«дом»', u: 'https://x.ru/a#b' }],
    ['- a\n-   b\n\n- c', ['a', 'b', 'c']],
    ['- title: A\n  includes:\n    - x\n    - y\n- title: B', [{ title: 'A', includes: ['x', 'y'] }, { title: 'B' }]],
    ['- content: |\n    Строка один.\n\n    Строка два.  \n\n  date: x', [{ content: 'Строка один.\n\nСтрока два.  \n', date: 'x' }]],
    ['text: |-\n  a\n    b\nnext: 1', { text: 'a\n  b', next: 1 }],
    // a no-break space is text in YAML, never indentation or trailing white space
    ['a: x\u00a0\nb: \u00a0y', { a: 'x\u00a0', b: '\u00a0y' }],
    // an empty list, as a page offering no service of its own writes `services: []`
    ['services: []\ntitle: X', { services: [], title: 'X' }],
    ['- []\n- a', [[], 'a']],
  ])('reads %j like the library', (source, value) => {
    expect(parseSimpleYaml(source)).toEqual({ value });
    expect(library(source)).toEqual({ value });
  });

  it.each([
    'key: value # comment',
    'a: 1\na: 2',
    'a: 1e3',
    'a: 007',
    'a: -1',
    'a: .inf',
    'a: 0x1F',
    'a: [1, 2]',
    'a: &x 1\nb: *x',
    'a: !!str 1',
    'a: b: c',
    'a: plain\n  continued',
    'list:\n- compact',
    'a:\tb',
    'a: "esc\\n"',
    'a:\n\u00a0 b: 1',
    'a: >\n  folded',
    'null: 1',
    '- - nested',
    'just text',
    '',
  ])('declines %j (the library reads it)', (source) => {
    expect(parseSimpleYaml(source)).toBeUndefined();
  });

  it('agrees with the library on generated texts wherever it answers', () => {
    const tricky = fc.constantFrom(
      '1',
      '0',
      '12',
      '007',
      '-1',
      '+1',
      '1.5',
      '54.6366',
      '1e3',
      '.5',
      '.inf',
      '.nan',
      'true',
      'True',
      'no',
      'null',
      '~',
      'NULL',
      '2024-03-12',
      '9:00',
      'a: b',
      'a:b',
      'a #b',
      'a#b',
      '#c',
      "'q'",
      "'it''s'",
      "'bad",
      '"q"',
      '"a\\"b"',
      '"x',
      '- x',
      '-x',
      '[x]',
      '{x}',
      '&a',
      '*a',
      '!t',
      '|',
      '>',
      '%',
      '@',
      '`',
      '?',
      ':',
      ',x',
      'x,',
      'https://a.ru/b?c=d#e',
      '«цитата»',
      '',
      ' ',
      '\u00a0',
      'x\u00a0',
      '\u3000y',
    );
    const scalar = fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom('текст', 'a b', 'Анна, мама Миши', '/images/a.svg', '42', 'true') },
      { weight: 2, arbitrary: tricky },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    );
    const key = fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom('title', 'href', 'a', 'b', 'image-alt', 'x1') },
      { weight: 1, arbitrary: fc.constantFrom('null', 'true', '__proto__', 'Имя', '1a', 'a b', '') },
    );
    const literalLines = fc.array(fc.oneof(scalar, fc.constantFrom('', '  отступ', '# не комментарий', '\u00a0 текст')), { minLength: 1, maxLength: 3 });
    type Tree = { scalar: string } | { literal: string[]; marker: string } | { map: [string, Tree][] } | { list: Tree[] };
    const { tree } = fc.letrec<{ tree: Tree }>((self) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        scalar.map((text) => ({ scalar: text })),
        fc.tuple(literalLines, fc.constantFrom('|', '|-', '|+')).map(([literal, marker]) => ({ literal, marker })),
        fc.array(fc.tuple(key, self('tree')), { minLength: 1, maxLength: 4 }).map((map) => ({ map })),
        fc.array(self('tree'), { minLength: 1, maxLength: 4 }).map((list) => ({ list })),
      ),
    }));
    /** the lines of a value after "key:" or "- " at `indent`, mostly as content writes it */
    const render = (value: Tree, indent: number, step: number): { inline?: string; lines: string[] } => {
      const pad = ' '.repeat(indent + step);
      if ('scalar' in value) return { inline: value.scalar, lines: [] };
      if ('literal' in value) return { inline: value.marker, lines: value.literal.map((text) => (text === '' ? '' : `${pad}${text}`)) };
      if ('map' in value) return { lines: value.map.flatMap(([name, item]) => entry(`${pad}${name}:`, item, indent + step, step)) };
      return {
        lines: value.list.flatMap((item) => {
          if (!('map' in item)) return entry(`${pad}-`, item, indent + step, step);
          // "- key: value" with the other keys under the first (the way content writes lists)
          const [first, ...rest] = render(item, indent + 2, step).lines;
          return [`${pad}- ${first!.trimStart()}`, ...rest];
        }),
      };
    };
    const entry = (head: string, value: Tree, indent: number, step: number): string[] => {
      const inner = render(value, indent, step);
      return inner.inline === undefined ? [head, ...inner.lines] : [`${head} ${inner.inline}`, ...inner.lines];
    };
    const documents = fc
      .tuple(
        tree.filter((value) => 'map' in value || 'list' in value),
        fc.constantFrom(2, 2, 4, 1),
      )
      .map(([value, step]) => {
        const top = render(value, -step, step);
        return top.inline === undefined ? top.lines : [top.inline];
      });
    let answered = 0;
    fc.assert(
      fc.property(documents, (lines) => {
        if (expectAgreement(lines.join('\n'))) answered++;
      }),
      { numRuns: Number(process.env.YAML_RUNS ?? 3000) },
    );
    // the generator must reach the answering paths, not only declines
    expect(answered).toBeGreaterThan(300);
  });
});
