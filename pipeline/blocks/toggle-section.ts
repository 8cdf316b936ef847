import { z } from 'zod';
import { flag } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** ToggleSection: an expandable section with a header */
export const toggleSectionBlock = defineBlock({
  names: ['toggle'],
  title: 'required',
  content: 'markdown',
  attributes: z.object({ open: flag }).strict(),
  example: `::: toggle Противопоказания
Острые инфекции, декомпенсированные состояния.
:::`,
  build: ({ title, attributes, children }) => ({
    type: 'toggleSection',
    title: title!,
    open: attributes.open,
    children,
  }),
});
