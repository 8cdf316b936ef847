import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { isoDateSchema } from '../content-items.ts';
import type { LaunchMeta } from '../launch.ts';
import { text } from './values.ts';

// One file of content/data/reviews/: a review the clinic publishes (spec §3 Review), with the note
// of the written consent its author gave. The reviews block lists every file, newest first, so
// adding a review is adding a file.

/** publishing a review needs its author's written consent, and a parent's for a child's health (152-ФЗ) */
const consentMeta: LaunchMeta = { topic: 'правовые тексты', law: ['152-ФЗ ст. 9', '152-ФЗ ст. 10 ч. 2'] };

/** publishing is dissemination: a separate consent in Roskomnadzor's form, a parent's for a child's data (152-ФЗ ст. 10.1) */
const disseminationMeta: LaunchMeta = { topic: 'правовые тексты', law: ['152-ФЗ ст. 10.1'] };

/** the consent to dissemination (152-ФЗ ст. 10.1): when, by whom, for whose data */
const disseminationSchema = z
  .object({
    date: isoDateSchema.meta({ title: 'Дата согласия', format: 'date', description: 'ГГГГ-ММ-ДД: день, когда подписано согласие на распространение' }),
    givenBy: text.meta({
      title: 'Кто дал согласие',
      description: 'ФИО того, кто подписал согласие, и кем он приходится пациенту: «Иванова Ольга Петровна, мать»',
    }),
    dataOf: text.meta({
      title: 'Чьи данные',
      description: 'чьи сведения публикуются: автора и (или) ребёнка; о диагнозе ребёнка согласие даёт родитель или законный представитель',
    }),
  })
  .strict();

export const reviewEntrySchema = z
  .object({
    author: text.meta({ title: 'Автор', description: 'имя, кем автор приходится пациенту, и город — как автор разрешил: «Ольга, мама Артёма, Барнаул»' }),
    date: isoDateSchema.meta({ title: 'Дата', format: 'date', description: 'ГГГГ-ММ-ДД: день, когда отзыв написан' }),
    content: text.meta({ title: 'Текст отзыва', description: 'как написал автор; исправляют только опечатки' }),
    /** shows the VerifiedBadge: the clinic checked that the author was treated there or came with a patient */
    verified: z
      .boolean()
      .default(false)
      .meta({ title: 'Проверен администрацией', description: 'автор лечился в клинике или сопровождал пациента, и он разрешил об этом сообщить' }),
    /**
     * how and when the author's written consent to publish was received and where it is kept; never
     * shown on the site. Required: a review without it cannot be published.
     */
    consent: sampled(
      text.meta({
        title: 'Согласие на публикацию',
        description: 'как и когда получено письменное согласие автора и где оно хранится; на сайте не показывается',
      }),
      consentMeta,
    ),
    /**
     * the separate consent to dissemination in Roskomnadzor's form (152-ФЗ ст. 10.1): its date, who
     * gave it and for whose data; never shown on the site. Required: a review without it is refused
     * at its file, a sample goes on the launch checklist.
     */
    dissemination: sampled(disseminationSchema.meta({ title: 'Согласие на распространение' }), disseminationMeta),
    /**
     * the author of a review about a child is the child's legal guardian though not a parent: the
     * release check then does not ask for a parent's consent (pipeline/read/review-consent.ts)
     */
    legalGuardian: z.boolean().optional().meta({ title: 'Автор — опекун ребёнка', description: 'законный представитель, хотя и не родитель' }),
  })
  .strict();

export type ReviewEntryFile = z.infer<typeof reviewEntrySchema>;
