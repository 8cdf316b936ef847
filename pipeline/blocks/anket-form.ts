import { z } from 'zod';
import { defineBlock } from './define-block.ts';

/** where the admission questionnaire of spec §2.12 stands on the page */
export const anketFormBlock = defineBlock({
  names: ['anket-form'],
  title: 'none',
  content: 'none',
  // the price the form shows beside the second attendant's fields, written once as a fact
  attributes: z.object({ secondAttendantPrice: z.string().trim().min(1).optional() }).strict(),
  example: `::: anket-form {secondAttendantPrice="{{secondAttendantPrice}}"}
:::`,
  build: ({ attributes }) => ({
    type: 'anketForm',
    ...(attributes.secondAttendantPrice === undefined ? {} : { secondAttendantPrice: attributes.secondAttendantPrice }),
  }),
});
