import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { factTable, list, paragraph, phoneLink, text } from './data-nodes.ts';
import { LICENSED_WORKS } from '../../common/schema/clinic-data/licensed-works.ts';

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
    // the issuer is a supervisor's record (its id): written once, in supervisors.yaml
    const issuer = data('supervisors')?.bodies.find((body) => body.id === licence.issuer);
    if (issuer === undefined) return undefined;
    return [
      factTable([
        ['Номер лицензии', [text(licence.number)]],
        ['Дата выдачи', [text(licence.date)]],
        ['Кем выдана', [text(issuer.name)]],
        ['Адрес органа, выдавшего лицензию', [text(issuer.address)]],
        ['Телефон органа, выдавшего лицензию', [phoneLink(issuer.phone)]],
      ]),
      paragraph(text('Лицензия выдана на работы и услуги:')),
      list(licence.works.map((work) => [text(LICENSED_WORKS[work])])),
    ];
  },
});
