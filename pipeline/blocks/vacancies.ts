import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { lines, list, paragraph, strong, text } from './data-nodes.ts';

/** the clinic's open positions, or that there are none (content/data/vacancies.yaml) */
export const vacanciesBlock = defineBlock({
  names: ['vacancies'],
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  topic: 'персонал',
  example: `::: vacancies
:::`,
  build: ({ data }) => {
    const vacancies = data('vacancies')?.vacancies;
    if (vacancies === undefined) return undefined;
    if (vacancies.length === 0) return paragraph(text('Открытых вакансий сейчас нет.'));
    return list(
      vacancies.map((vacancy) =>
        lines([
          [strong(vacancy.title)],
          ...(vacancy.requirements === undefined ? [] : [[text(`Требования: ${vacancy.requirements}`)]]),
          ...(vacancy.conditions === undefined ? [] : [[text(`Условия: ${vacancy.conditions}`)]]),
        ]),
      ),
    );
  },
});
