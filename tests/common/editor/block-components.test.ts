import { describe, expect, it } from 'vitest';
import { BLOCK_COMPONENTS, type BlockData } from '../../../common/editor/block-components.ts';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';

// Each block the web editor's page text offers writes the syntax the content check reads
// (pipeline/blocks/), and reads a block written that way back into its form.

const md = createMarkdown();

const EXAMPLES: Record<string, { data: BlockData; node: string }> = {
  callout: { data: { kind: 'tip', title: 'Как подготовиться', text: 'Возьмите выписки.\n\nИ снимки МРТ.' }, node: 'callout' },
  image: { data: { src: '/images/clinic/hall.webp', alt: 'Холл клиники', caption: 'Холл на первом этаже' }, node: 'imageFrame' },
  accordion: { data: { title: 'Сколько длится курс?', open: true, text: 'Обычно две-три недели.' }, node: 'accordion' },
  prices: {
    data: {
      title: 'Диагностика',
      rows: [
        { title: 'Диагностический пакет', price: 99000, unit: 'за курс', includes: ['МРТ', 'ЭКГ'] },
        { title: 'Консультация', price: 2500 },
      ],
    },
    node: 'priceRows',
  },
  steps: { data: { items: ['Заполните анкету.', 'Дождитесь звонка.', 'Приезжайте.'] }, node: 'steps' },
};

function compile(markdown: string) {
  return compilePage(
    'pages/editor-test.md',
    `---\ntitle: Проверка\ndescription: Страница проверки блоков.\n---\n\nАбзац.\n\n${markdown}\n\nАбзац после.\n`,
    md,
  );
}

describe('the blocks of the web editor', () => {
  it('cover the common blocks of spec §2.13', () => {
    expect(BLOCK_COMPONENTS.map((component) => component.id)).toEqual(Object.keys(EXAMPLES));
  });

  it.each(BLOCK_COMPONENTS.map((component) => [component.id, component] as const))(
    '%s writes a block the content check reads, and reads it back',
    (id, component) => {
      const { data, node } = EXAMPLES[id]!;
      const written = component.toBlock(data);
      const page = compile(written);
      expect(page.diagnostics).toEqual([]);
      expect(page.ast.map((each) => each.type)).toEqual(['paragraph', node, 'paragraph']);
      const match = written.match(component.pattern);
      expect(match?.[0]).toBe(written);
      const read = component.fromBlock(match!);
      expect(component.toBlock(read)).toBe(written);
    },
  );

  it('reads the blocks of the real content into their forms', () => {
    const callout = BLOCK_COMPONENTS.find((component) => component.id === 'callout')!;
    const match = '::: warning Важно\nНе прерывайте курс.\n:::\n\nДальше текст.'.match(callout.pattern)!;
    expect(callout.fromBlock(match)).toEqual({ kind: 'warning', title: 'Важно', text: 'Не прерывайте курс.' });
    const accordion = BLOCK_COMPONENTS.find((component) => component.id === 'accordion')!;
    expect(accordion.fromBlock('::: accordion Нужно ли направление? {open}\nНет.\n:::'.match(accordion.pattern)!)).toEqual({
      title: 'Нужно ли направление?',
      open: true,
      text: 'Нет.',
    });
  });

  it('writes a block from a half-filled form that the check accepts, or names what is missing', () => {
    for (const component of BLOCK_COMPONENTS.filter((each) => each.id === 'callout' || each.id === 'accordion' || each.id === 'steps')) {
      expect(compile(component.toBlock({})).diagnostics, component.id).toEqual([]);
    }
    const prices = BLOCK_COMPONENTS.find((component) => component.id === 'prices')!;
    expect(compile(prices.toBlock({})).diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      'блок «prices»: ожидалось не меньше 1 пункта, а написано список',
    ]);
  });
});
