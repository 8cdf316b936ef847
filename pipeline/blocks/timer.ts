import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** the countdown to the next 06:00 local time, shared with the 'Акции' tab (spec §4) */
export const timerBlock = defineBlock({
  names: ['timer'],
  title: 'optional',
  content: 'none',
  attributes: noAttributes,
  example: `::: timer До конца акции осталось
:::`,
  build: ({ title }) => ({ type: 'timer', ...(title === undefined ? {} : { label: title }) }),
});
