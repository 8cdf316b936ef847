import { z } from 'zod';
import { paginationLinkSchema } from '../../common/schema/content-items.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** page links of a list; the app marks the one for the current route */
export const paginationBlock = defineBlock({
  names: ['pagination'],
  title: 'none',
  content: 'yaml',
  attributes: noAttributes,
  body: z.array(paginationLinkSchema).min(1),
  example: `::: pagination
- label: "1"
  href: /news
:::`,
  build: ({ body }) => ({ type: 'pagination', pages: body }),
});
