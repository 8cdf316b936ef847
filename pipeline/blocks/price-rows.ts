import { z } from 'zod';
import { priceRowSchema } from '../../common/schema/content-items.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** price rows, each with a collapsible list of what is included */
export const priceRowsBlock = defineBlock({
  names: ['prices'],
  title: 'optional',
  content: 'yaml',
  attributes: noAttributes,
  body: z.array(priceRowSchema).min(1),
  example: `::: prices Диагностика
- title: Диагностический пакет
  price: 99000
  includes:
    - МРТ или КТ
    - ЭКГ
:::`,
  build: ({ title, body }) => ({ type: 'priceRows', ...(title === undefined ? {} : { title }), rows: body }),
});
