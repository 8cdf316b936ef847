import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** FormFields: e-mail, phone, question and 'Отправить' (spec §2.13) */
export const formFieldsBlock = defineBlock({
  names: ['form-fields'],
  title: 'optional',
  content: 'none',
  attributes: noAttributes,
  example: `::: form-fields Задайте вопрос врачу
:::`,
  build: ({ title }) => ({ type: 'formFields', ...(title === undefined ? {} : { title }) }),
});
