import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { list, paragraph, text } from './data-nodes.ts';

const LISTS = {
  'patient-rights': 'rights',
  'patient-duties': 'duties',
  'internal-rules': 'internalRules',
  accessibility: 'accessibility',
  'paid-services': 'paidServices',
} as const;

/**
 * What the clinic tells its patients, each a list of content/data/patients.yaml: their rights,
 * their duties, the internal rules, access for disabled people, what the paid-services rules ask
 * the site to tell
 */
export const patientInfoBlock = defineBlock({
  names: Object.keys(LISTS),
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  topic: 'правовые тексты',
  example: `::: patient-rights
:::`,
  build: ({ name, data }) => {
    const patients = data('patients');
    if (patients === undefined) return undefined;
    const items = list(patients[LISTS[name as keyof typeof LISTS]].map((item) => [text(item)]));
    if (name !== 'patient-rights') return items;
    return [
      paragraph(text('Пациент имеет право на:')),
      items,
      paragraph(
        text(
          `Медицинское вмешательство проводится с информированного добровольного согласия пациента, а за ребёнка младше 15 лет согласие даёт один из родителей или другой законный представитель. Платные медицинские услуги клиника оказывает по договору в соответствии с ${patients.paidServicesRules}.`,
        ),
      ),
    ];
  },
});
