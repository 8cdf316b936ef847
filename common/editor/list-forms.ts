// The Russian forms of what a list of the web editor holds (docs/web-editor.md, «Labels»): Decap
// writes «Добавить %{item}» on a list's button and «<count> <label>» over it, so a list needs its
// item in the accusative («Добавить аккредитацию или сертификат») and a form for each count
// («1 вакансия», «2 вакансии», «5 вакансий»). Keyed by the list's label; a list whose label has no
// forms here fails tests/tooling/editor/editor-config.test.ts.
import { plural } from '../text/russian-plural.ts';

export interface ListForms {
  /** after «Добавить» */
  accusative: string;
  /** after 1, 21, 31 … */
  one: string;
  /** after 2–4, 22–24 … */
  few: string;
  /** after 0, 5–20, 25 … */
  many: string;
}

const forms = (accusative: string, one: string, few: string, many: string): ListForms => ({ accusative, one, few, many });

export const LIST_FORMS: Readonly<Record<string, ListForms>> = {
  'Медицинские услуги страницы': forms('услугу', 'услуга', 'услуги', 'услуг'),
  'Должности медицинских работников на странице': forms('должность', 'должность', 'должности', 'должностей'),
  Образование: forms('документ об образовании', 'документ об образовании', 'документа об образовании', 'документов об образовании'),
  'Аккредитация или сертификат': forms(
    'аккредитацию или сертификат',
    'аккредитация или сертификат',
    'аккредитации или сертификата',
    'аккредитаций или сертификатов',
  ),
  'Соцсети и мессенджеры': forms('соцсеть или мессенджер', 'соцсеть или мессенджер', 'соцсети или мессенджера', 'соцсетей и мессенджеров'),
  Учредители: forms('учредителя', 'учредитель', 'учредителя', 'учредителей'),
  'Структура и органы управления': forms('орган управления', 'орган управления', 'органа управления', 'органов управления'),
  'Работы и услуги по лицензии': forms('работу или услугу', 'работа или услуга', 'работы или услуги', 'работ или услуг'),
  'Контролирующие органы': forms('орган', 'орган', 'органа', 'органов'),
  'Права пациентов': forms('право', 'право', 'права', 'прав'),
  'Обязанности пациентов': forms('обязанность', 'обязанность', 'обязанности', 'обязанностей'),
  'Правила внутреннего распорядка': forms('правило', 'правило', 'правила', 'правил'),
  'Доступность для инвалидов': forms('пункт', 'пункт', 'пункта', 'пунктов'),
  'Что правила платных услуг требуют сообщить на сайте': forms('пункт', 'пункт', 'пункта', 'пунктов'),
  Вакансии: forms('вакансию', 'вакансия', 'вакансии', 'вакансий'),
  // the site's menus (content/navigation/)
  'Вкладки в шапке сайта': forms('вкладку', 'вкладка', 'вкладки', 'вкладок'),
  'Группы меню': forms('группу', 'группа', 'группы', 'групп'),
  'Пункты меню': forms('пункт', 'пункт', 'пункта', 'пунктов'),
  'Цепочки «назад / далее»': forms('цепочку', 'цепочка', 'цепочки', 'цепочек'),
  'Страницы цепочки по порядку': forms('страницу', 'страница', 'страницы', 'страниц'),
  'Медицинские специальности': forms('специальность', 'специальность', 'специальности', 'специальностей'),
};

/** the form of a list's item after a count, by the Russian rule: 1, 21 — one; 2–4, 22 — few; else many */
export function countForm(count: number, listForms: ListForms): string {
  return plural(count, listForms.one, listForms.few, listForms.many);
}

/** the option of a list field in Decap's configuration that carries its forms */
export const LIST_FORMS_OPTION = 'label_forms';
