import { z } from 'zod';

// What the launch checklist (`check --release`) sorts its items by: the topic a manager looks
// for, whether the clinic must send something or decide something, and the law that asks for it.

/** the checklist's groups, in the order it prints them; an editor names one as `topic:` */
export const CHECKLIST_TOPICS = [
  'реквизиты',
  'лицензия',
  'персонал',
  'цены и услуги',
  'правовые тексты',
  'изображения',
  'формы и почта',
  'тексты страниц',
] as const;
export type ChecklistTopic = (typeof CHECKLIST_TOPICS)[number];
export const checklistTopicSchema = z.enum(CHECKLIST_TOPICS);

/** send: data the clinic must supply; decide: a decision it must take (a lawyer's approval, joining ОМС) */
export type LaunchItemKind = 'send' | 'decide';

/**
 * The legal sources an item can name, as the legal review (November 2026) found them: `read` when
 * their text was read, else only recalled or read about second-hand — then the checklist names the
 * act and says «уточнить у юриста» instead of an article or point.
 */
export const LEGAL_SOURCES = {
  '323-ФЗ ст. 79': { act: '323-ФЗ', read: false },
  '323-ФЗ ст. 19': { act: '323-ФЗ', read: false },
  '323-ФЗ ст. 27': { act: '323-ФЗ', read: false },
  'приказ 118н': { act: 'приказ Минздрава № 118н', read: false },
  'правила платных медицинских услуг': { act: 'правила предоставления платных медицинских услуг', read: false },
  '152-ФЗ ст. 9': { act: '152-ФЗ', read: false },
  '152-ФЗ ст. 10 ч. 2': { act: '152-ФЗ', read: true },
  // consent to dissemination, in the form приказ Роскомнадзора № 18 sets (read second-hand)
  '152-ФЗ ст. 10.1': { act: '152-ФЗ', read: false },
  '152-ФЗ ст. 18 ч. 5': { act: '152-ФЗ', read: true },
  '38-ФЗ ст. 24 ч. 1': { act: '38-ФЗ', read: true },
  '38-ФЗ ст. 24 ч. 8': { act: '38-ФЗ', read: false },
  '38-ФЗ ст. 7 п. 7': { act: '38-ФЗ', read: true },
  '38-ФЗ ст. 7 п. 2': { act: '38-ФЗ', read: false },
  'КоАП 14.1': { act: 'КоАП РФ', read: false },
  '180-ФЗ': { act: '180-ФЗ', read: false },
  '152-ФЗ ст. 10 ч. 2 п. 1': { act: '152-ФЗ', read: true },
  '152-ФЗ ст. 10 ч. 2 п. 4': { act: '152-ФЗ', read: true },
  '152-ФЗ ст. 12': { act: '152-ФЗ', read: false },
  '152-ФЗ ст. 22 ч. 1': { act: '152-ФЗ', read: true },
  '38-ФЗ ст. 24 ч. 7': { act: '38-ФЗ', read: true },
  '181-ФЗ ст. 15': { act: '181-ФЗ', read: false },
  '426-ФЗ ст. 15': { act: '426-ФЗ', read: false },
} as const satisfies Record<string, { act: string; read: boolean }>;
export type LegalSource = keyof typeof LEGAL_SOURCES;

/** the acts by the short names the checklist cites them by, for its legend */
export const LEGAL_ACTS: Readonly<Record<string, string>> = {
  '323-ФЗ': 'Федеральный закон от 21.11.2011 № 323-ФЗ «Об основах охраны здоровья граждан в Российской Федерации»',
  'приказ Минздрава № 118н':
    'приказ Минздрава России от 13.03.2025 № 118н о требованиях к содержанию и форме сведений на сайтах медицинских организаций (заменил приказ № 956н с 01.09.2025)',
  'правила предоставления платных медицинских услуг':
    'правила предоставления медицинскими организациями платных медицинских услуг, утверждённые Правительством Российской Федерации (постановление № 736 утратило силу 01.09.2026)',
  '152-ФЗ': 'Федеральный закон от 27.07.2006 № 152-ФЗ «О персональных данных»',
  '38-ФЗ': 'Федеральный закон от 13.03.2006 № 38-ФЗ «О рекламе»',
  '181-ФЗ': 'Федеральный закон от 24.11.1995 № 181-ФЗ «О социальной защите инвалидов в Российской Федерации»',
  '426-ФЗ': 'Федеральный закон от 28.12.2013 № 426-ФЗ «О специальной оценке условий труда»',
  '180-ФЗ': 'Федеральный закон от 23.06.2016 № 180-ФЗ «О биомедицинских клеточных продуктах»',
  'КоАП РФ': 'Кодекс Российской Федерации об административных правонарушениях',
};
export const legalSourceSchema = z.enum(Object.keys(LEGAL_SOURCES) as [LegalSource, ...LegalSource[]]);

/** what a medical organisation's site must publish (323-ФЗ ст. 79, the requirements of приказ 118н) */
export const SITE_CONTENT_LAW: readonly LegalSource[] = ['323-ФЗ ст. 79', 'приказ 118н'];

/** a service offered without the licence for its work: work without a licence, and its advertising */
export const LICENCE_LAW: readonly LegalSource[] = ['КоАП 14.1', '38-ФЗ ст. 7 п. 7'];

/** a schema field's place on the checklist, kept as its metadata (and in the editors' JSON Schema) */
export interface LaunchMeta {
  topic: ChecklistTopic;
  law?: readonly LegalSource[];
}
