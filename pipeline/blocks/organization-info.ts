import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { factTable, lines, link, phoneLink, scheduleText, text } from './data-nodes.ts';

/**
 * The organisation as the law asks a medical organisation's site to present it: name, numbers,
 * registration, founders, address and contacts, head and reception hours, structure, the summary
 * of the working-conditions assessment (the facts and content/data/organization.yaml).
 */
export const organizationInfoBlock = defineBlock({
  names: ['organization'],
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  example: `::: organization
:::`,
  build: ({ data, fact }) => {
    const organization = data('organization');
    if (organization === undefined) return undefined;
    const { head } = organization;
    return factTable([
      ['Полное наименование', [text(fact('legalName'))]],
      ['ОГРН', [text(fact('ogrn'))]],
      ['ИНН', [text(fact('inn'))]],
      ['Дата государственной регистрации', [text(organization.registrationDate)]],
      ['Зарегистрировал', [text(organization.registrar)]],
      ['Учредители', lines(organization.founders.map((founder) => [text(founder)]))],
      ['Адрес', [text(fact('address'))]],
      ['Телефон', [phoneLink(fact('phone'))]],
      ['Электронная почта', [link(`mailto:${fact('email')}`, fact('email'))]],
      ['Руководитель', [text(`${head.name}, ${head.position}`)]],
      ['Приём граждан руководителем', [text(scheduleText(head.reception))]],
      ['Структура и органы управления', lines(organization.structure.map((unit) => [text(unit)]))],
      ['Специальная оценка условий труда', [text(organization.workConditions)]],
    ]);
  },
});
