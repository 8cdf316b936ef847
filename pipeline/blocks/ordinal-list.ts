import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { expectSingleList } from './single-list.ts';

const ORDINAL_LIMIT = 10;

/** a list whose items are labelled 'Первый пункт' … 'Десятый пункт' (spec §2.13) */
export const ordinalListBlock = defineBlock({
  names: ['ordinal'],
  title: 'none',
  content: 'markdown',
  attributes: noAttributes,
  example: `::: ordinal
- Возьмите выписки из медицинской карты.
- Подготовьте снимки МРТ на диске.
:::`,
  build: (input) => {
    const items = expectSingleList(input, 'any');
    if (items === undefined) return undefined;
    if (items.length > ORDINAL_LIMIT) {
      input.report(
        'block-content-invalid',
        { name: 'ordinal', problem: 'too-many', limit: ORDINAL_LIMIT, count: items.length },
        input.lineOf(items[ORDINAL_LIMIT]!),
      );
      return undefined;
    }
    return { type: 'ordinalList', items };
  },
});
