import type { SearchIndexEntry } from '../../../common/schema/db.ts';

// A small index shaped like /api/search-index, in the pipeline's order (by route).

export const ENTRIES: SearchIndexEntry[] = [
  {
    title: 'О клинике',
    description: 'Кто мы и как устроено лечение в клинике.',
    href: '/about',
    body: 'Клиника в Искитиме принимает детей и взрослых.',
    headings: [
      { text: 'Команда', href: '/about#команда', level: 2, body: 'Неврологи, реабилитологи и логопед. Главный врач курирует программы.' },
      { text: 'Условия пребывания', href: '/about#условия-пребывания', level: 2, body: 'Пациенты живут в стационаре вместе с сопровождающим.' },
    ],
  },
  {
    title: 'Цены',
    description: 'Стоимость курсов и расчёт оплаты.',
    href: '/prices',
    body: '',
    headings: [{ text: 'Проживание', href: '/prices#проживание', level: 2, body: 'Второй сопровождающий — 2000 ₽ в сутки, питание включено.' }],
  },
  {
    title: 'Методы лечения',
    description: 'Все методы, которые применяются в клинике.',
    href: '/services/treatment-methods',
    body: '',
    headings: [],
  },
  {
    title: 'Лечение эпилепсии',
    description: 'Как мы подбираем терапию и проводим реабилитацию без приступов.',
    href: '/services/epilepsy-treatment',
    body: 'Эпилепсия часто сопровождает детский церебральный паралич.',
    headings: [
      {
        text: 'Первая помощь при приступе',
        href: '/services/epilepsy-treatment#первая-помощь-при-приступе',
        level: 2,
        body: 'Сохраняйте спокойствие и засеките время. Уберите острые предметы.',
      },
      {
        text: 'Что взять с собой',
        href: '/services/epilepsy-treatment#что-взять-с-собой',
        level: 2,
        body: 'Дневник приступов, заключения ЭЭГ и МРТ, судороги на видео.',
      },
    ],
  },
  {
    title: 'Реабилитация после инсульта',
    description: 'Восстановление движений и речи.',
    href: '/services/stroke-rehabilitation',
    body: 'Чем раньше начато восстановление, тем лучше.',
    headings: [
      {
        text: 'Когда начинать',
        href: '/services/stroke-rehabilitation#когда-начинать',
        level: 2,
        body: 'Врач оценивает состояние; при судорогах план меняют. Поддерживающее лечение продолжают дома.',
      },
    ],
  },
];
