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
  topic: 'правовые тексты',
  build: ({ title, body, launchItem, lineWith }) => {
    for (const review of body) {
      if (review.legalGuardian === true || !writtenByRelativeNotParent(review.author)) continue;
      launchItem({
        what: `отзыв «${review.author}» от ${review.date.split('-').reverse().join('.')} написан о ребёнке не родителем: получить согласие родителя или законного представителя на публикацию — или снять отзыв`,
        line: lineWith(review.author),
        topic: 'правовые тексты',
        kind: 'decide',
        law: ['152-ФЗ ст. 10 ч. 2', '152-ФЗ ст. 9'],
        code: 'review-consent',
      });
    }
    const items = body.map(({ legalGuardian: _legalGuardian, ...review }) => review);
    return { type: 'reviews', ...(title === undefined ? {} : { title }), items };
  },
});

/**
 * Whether the author line names a relative of a child other than a parent («Людмила, бабушка
 * Вани»): consent to publish what it says about the child's health is then not the author's to give.
 */
function writtenByRelativeNotParent(author: string): boolean {
  return /(^|[\s,])(бабушк|дедушк|тёт|тет|дяд|сестр|брат|крёстн|крестн|нян)[а-яё]*\s+[А-ЯЁ]/u.test(author);
}
