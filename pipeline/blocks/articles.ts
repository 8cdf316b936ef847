import { z } from 'zod';
import { articleSchema } from '../../common/schema/content-items.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** scholar article cards, the first two shown (spec §2.13) */
export const articlesBlock = defineBlock({
  names: ['articles'],
  title: 'optional',
  content: 'yaml',
  attributes: noAttributes,
  body: z.array(articleSchema).min(1),
  example: `::: articles Публикации
- title: Макрофаги M2 в терапии ДЦП
  authors: Иванов И. И., Петров П. П.
  source: Неврологический журнал, 2019
  pdf: true
  pdfUrl: /files/m2-macrophages.pdf
:::`,
  build: ({ title, body }) => ({ type: 'articles', ...(title === undefined ? {} : { title }), items: body }),
});
