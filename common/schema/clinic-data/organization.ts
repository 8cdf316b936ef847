import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { SITE_CONTENT_LAW, type LaunchMeta } from '../launch.ts';
import { dateStandIn, russianDateSchema, text, weekScheduleSchema } from './values.ts';

// content/data/organization.yaml: what the law asks a medical organisation's site to say about the
// organisation beyond its name and numbers (those are facts: content/data/clinic.yaml).

const required: LaunchMeta = { topic: 'реквизиты', law: SITE_CONTENT_LAW };

export const organizationSchema = z
  .object({
    /** the day of the state registration, from the register (ЕГРЮЛ) */
    registrationDate: sampled(russianDateSchema, required, dateStandIn),
    /** the authority that registered the organisation */
    registrar: sampled(text, required),
    /** the founders, one per line */
    founders: sampled(z.array(text).min(1), required),
    /** the units of the clinic and its governing bodies */
    structure: sampled(z.array(text).min(1), required),
    /** the head of the organisation and the hours they receive citizens */
    head: z
      .object({
        name: sampled(text, required),
        position: sampled(text, required),
        reception: sampled(weekScheduleSchema, required),
      })
      .strict(),
    /** the summary of the special assessment of working conditions (СОУТ) */
    workConditions: sampled(text, { topic: 'реквизиты', law: ['426-ФЗ ст. 15'] }),
  })
  .strict();

export type OrganizationFile = z.infer<typeof organizationSchema>;
