import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** where the admission questionnaire of spec §2.12 stands on the page */
export const anketFormBlock = defineBlock({
  names: ['anket-form'],
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  example: `::: anket-form
:::`,
  build: () => ({ type: 'anketForm' }),
});
