import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { expectSingleList } from './single-list.ts';

/** Steps: a single ordered list whose items are the steps */
export const stepsBlock = defineBlock({
  names: ['steps'],
  title: 'none',
  content: 'markdown',
  attributes: noAttributes,
  example: `::: steps
1. Заполните анкету.
2. Дождитесь звонка координатора.
3. Приезжайте на диагностику.
:::`,
  build: (input) => {
    const items = expectSingleList(input, 'ordered');
    return items && { type: 'steps', items };
  },
});
