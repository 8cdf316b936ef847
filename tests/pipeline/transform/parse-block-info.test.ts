import { describe, expect, it } from 'vitest';
import { parseBlockInfo } from '../../../pipeline/transform/parse-block-info.ts';

describe('block info line', () => {
  it.each([
    [' note', { name: 'note', title: undefined, attributes: {}, attributeError: undefined }],
    [' accordion Сколько длится курс?', { name: 'accordion', title: 'Сколько длится курс?', attributes: {}, attributeError: undefined }],
    [' accordion Вопрос {open}', { name: 'accordion', title: 'Вопрос', attributes: { open: true }, attributeError: undefined }],
    [
      ' card Диагностика {href=/prices icon="microscope" note=\'a b\'}',
      { name: 'card', title: 'Диагностика', attributes: { href: '/prices', icon: 'microscope', note: 'a b' }, attributeError: undefined },
    ],
    [' card-group {cols=3}', { name: 'card-group', title: undefined, attributes: { cols: '3' }, attributeError: undefined }],
  ])('%j', (params, expected) => {
    expect(parseBlockInfo(params)).toEqual(expected);
  });

  it('reports what it cannot read in the braces', () => {
    expect(parseBlockInfo(' card Т {href="/a}').attributeError).toBe('href="/a');
  });
});
