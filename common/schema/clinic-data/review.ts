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
     * the author of a review about a child is the child's legal guardian though not a parent: the
     * release check then does not ask for a parent's consent (pipeline/read/review-consent.ts)
     */
    legalGuardian: z.boolean().optional().meta({ title: 'Автор — опекун ребёнка', description: 'законный представитель, хотя и не родитель' }),
  })
  .strict();

export type ReviewEntryFile = z.infer<typeof reviewEntrySchema>;
