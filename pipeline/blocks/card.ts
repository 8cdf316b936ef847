import { z } from 'zod';
import { hrefSchema, iconNameSchema } from '../../common/schema/content-items.ts';
import { defineBlock } from './define-block.ts';

export const cardBlock = defineBlock({
  names: ['card'],
  title: 'required',
  content: 'markdown',
  attributes: z.object({ href: hrefSchema.optional(), icon: iconNameSchema.optional() }).strict(),
  example: `::: card Диагностика {href=/prices icon=microscope}
МРТ, ЭЭГ и осмотр невролога за один визит.
:::`,
  build: ({ title, attributes, children }) => ({
    type: 'card',
    title: title!,
    ...(attributes.href === undefined ? {} : { href: attributes.href }),
    ...(attributes.icon === undefined ? {} : { icon: attributes.icon }),
    children,
  }),
});
