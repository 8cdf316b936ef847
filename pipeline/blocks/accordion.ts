import { z } from 'zod';
import { flag } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

export const accordionBlock = defineBlock({
  names: ['accordion'],
  title: 'required',
  content: 'markdown',
  attributes: z.object({ open: flag }).strict(),
  example: `::: accordion Сколько длится курс?
Обычно от двух до трёх недель.
:::`,
  build: ({ title, attributes, children }) => ({
    type: 'accordion',
    title: title!,
    open: attributes.open,
    children,
  }),
});
