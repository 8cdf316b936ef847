import { z } from 'zod';
import { reviewSchema } from '../../common/schema/content-items.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { reviewConsentItem } from '../read/review-consent.ts';
import { nonBreakingNumbersIn } from '../shared/number-spaces.ts';

/**
 * Reviews list; with a title it is the ReviewsSection (spec §2.13). With an empty body it lists the
 * reviews collection (content/data/reviews/, a file per review, newest first), so a review added
 * is one new file; a YAML list in the body shows those reviews instead.
 */
export const reviewsBlock = defineBlock({
  names: ['reviews'],
  title: 'optional',
  content: 'yaml',
  emptyBody: 'allowed',
  attributes: noAttributes,
  body: z.array(reviewSchema).min(1).optional(),
  example: `::: reviews Отзывы родителей
- author: Анна, мама Миши
  date: 2024-03-12
  verified: true
  content: |
    Спасибо врачам за внимание к сыну.
:::`,
  topic: 'правовые тексты',
  build: ({ title, body, launchItem, lineWith, data }) => {
    const titled = title === undefined ? {} : { title };
    if (body === undefined) {
      // the collection's review-consent items are reported at each review's file (load-clinic-data.ts)
      const reviews = data('reviews');
      return reviews === undefined ? undefined : { type: 'reviews', ...titled, items: nonBreakingNumbersIn(reviews) };
    }
    for (const review of body) {
      const item = reviewConsentItem(review, lineWith(review.author));
      if (item !== undefined) launchItem(item);
    }
    const items = body.map(({ legalGuardian: _legalGuardian, ...review }) => review);
    return { type: 'reviews', ...titled, items };
  },
});
