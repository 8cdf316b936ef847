import { z } from 'zod';
import { CALLOUT_KINDS, type CalloutKind } from '../../common/schema/ast.ts';
import { defineBlock } from './define-block.ts';

/** Note, Warning, Info, Tip, Check, Danger (spec §2.13) */
export const calloutBlock = defineBlock({
  names: CALLOUT_KINDS,
  title: 'optional',
  content: 'markdown',
  attributes: z.object({}).strict(),
  example: `::: tip Как подготовиться
Возьмите с собой выписки и результаты МРТ. [Просто свяжитесь с нами.](#callback)
:::`,
  build: ({ name, title, children }) => ({
    type: 'callout',
    kind: name as CalloutKind,
    ...(title === undefined ? {} : { title }),
    children,
  }),
});
