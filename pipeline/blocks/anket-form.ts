import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { HEALTH_DATA_BASES } from '../../common/schema/clinic-facts.ts';

/** where the admission questionnaire of spec §2.12 stands on the page */
export const anketFormBlock = defineBlock({
  names: ['anket-form'],
  title: 'none',
  content: 'none',
  // the price the form shows beside the second attendant's fields, written once as a fact
  // and the lawful basis for its health data, a fact too: under written-consent the form asks for
  // the separate consent of /consent-health (152-ФЗ ст. 10 ч. 2 п. 1)
  attributes: z.object({ secondAttendantPrice: z.string().trim().min(1).optional(), healthDataBasis: z.enum(HEALTH_DATA_BASES).optional() }).strict(),
  example: `::: anket-form {secondAttendantPrice="{{secondAttendantPrice}}" healthDataBasis="{{healthDataBasis}}"}
:::`,
  build: ({ attributes }) => ({
    type: 'anketForm',
    ...(attributes.secondAttendantPrice === undefined ? {} : { secondAttendantPrice: attributes.secondAttendantPrice }),
    ...(attributes.healthDataBasis === 'written-consent' ? { healthConsent: true } : {}),
  }),
});
