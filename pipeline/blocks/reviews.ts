import { z } from 'zod';
import { reviewSchema } from '../../common/schema/content-items.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** Reviews list; with a title it is the ReviewsSection (spec §2.13) */
export const reviewsBlock = defineBlock({
  names: ['reviews'],
  title: 'optional',
  content: 'yaml',
  attributes: noAttributes,
  body: z.array(reviewSchema).min(1),
  example: `::: reviews Отзывы родителей
- author: Анна, мама Миши
  date: 2024-03-12
  verified: true
  content: |
    Спасибо врачам за внимание к сыну.
:::`,
  build: ({ title, body }) => ({ type: 'reviews', ...(title === undefined ? {} : { title }), items: body }),
});
