import { z } from 'zod';
import type { CardNode } from '../../common/schema/ast.ts';
import { integerAttribute } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

export const cardGroupBlock = defineBlock({
  names: ['card-group'],
  title: 'none',
  content: 'markdown',
  attributes: z.object({ cols: integerAttribute(1, 4).optional() }).strict(),
  example: `:::: card-group {cols=2}
::: card Первая карточка
Текст.
:::
::: card Вторая карточка
Текст.
:::
::::`,
  build: ({ attributes, children, lineOf, report }) => {
    const stranger = children.find((child) => child.type !== 'card');
    if (stranger !== undefined) {
      report('block-content-invalid', { name: 'card-group', problem: 'only', inner: 'card', found: { type: stranger.type } }, lineOf(stranger));
      return undefined;
    }
    if (children.length === 0) {
      report('block-content-invalid', { name: 'card-group', problem: 'none', inner: 'card' });
      return undefined;
    }
    return { type: 'cardGroup', cols: attributes.cols ?? 2, items: children as CardNode[] };
  },
});
