import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { factTable, list, paragraph, phoneLink, text } from './data-nodes.ts';

/** the licence for medical activity: number, date, issuer with its address and phone, the works it covers (content/data/licence.yaml) */
export const licenceInfoBlock = defineBlock({
  names: ['licence'],
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  topic: 'лицензия',
  example: `::: licence
:::`,
  build: ({ data }) => {
    const licence = data('licence');
    if (licence === undefined) return undefined;
    return [
      factTable([
        ['Номер лицензии', [text(licence.number)]],
        ['Дата выдачи', [text(licence.date)]],
        ['Кем выдана', [text(licence.issuer.name)]],
        ['Адрес органа, выдавшего лицензию', [text(licence.issuer.address)]],
        ['Телефон органа, выдавшего лицензию', [phoneLink(licence.issuer.phone)]],
      ]),
      paragraph(text('Лицензия выдана на работы и услуги:')),
      list(licence.works.map((work) => [text(work)])),
    ];
  },
});
