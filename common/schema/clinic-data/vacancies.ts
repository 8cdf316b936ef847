import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { SITE_CONTENT_LAW } from '../launch.ts';
import { text } from './values.ts';

// content/data/vacancies.yaml: the clinic's open positions; an empty list says there are none.

const vacancySchema = z
  .object({
    title: text,
    /** education, certificate, experience */
    requirements: text.optional(),
    /** schedule, pay, how to apply */
    conditions: text.optional(),
  })
  .strict();

export const vacanciesSchema = z
  .object({
    vacancies: sampled(z.array(vacancySchema), { topic: 'персонал', law: SITE_CONTENT_LAW }),
  })
  .strict();

export type VacanciesFile = z.infer<typeof vacanciesSchema>;
