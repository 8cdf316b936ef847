import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { SITE_CONTENT_LAW, type LaunchMeta } from '../launch.ts';
import { localAssetSchema } from '../content-items.ts';
import { dateStandIn, russianDateSchema, text, weekScheduleSchema, yearSchema, yearStandIn } from './values.ts';

// One file of content/data/staff/: a medical worker, with everything the law asks the site to say
// about each one who provides care (323-ФЗ ст. 79, приказ 118н). «О клинике» lists them, and
// «Сведения о медицинской организации» shows each in full.

const required: LaunchMeta = { topic: 'персонал', law: SITE_CONTENT_LAW };

const educationSchema = z
  .object({
    level: sampled(z.enum(['высшее', 'среднее профессиональное']), required),
    /** the institution that issued the diploma */
    institution: sampled(text, required),
    /** the year the diploma was issued */
    year: sampled(yearSchema, required, yearStandIn),
    /** the specialty in the diploma */
    specialty: sampled(text, required),
  })
  .strict();

const accreditationSchema = z
  .object({
    /** the accreditation of a specialist, or a specialist's certificate while it is valid */
    kind: z.enum(['аккредитация', 'сертификат']),
    specialty: sampled(text, required),
    /** the day it was passed or issued */
    date: sampled(russianDateSchema, required, dateStandIn),
    /** the last day it is valid */
    validUntil: sampled(russianDateSchema, required, dateStandIn),
  })
  .strict();

export const staffMemberSchema = z
  .object({
    /** surname, name, patronymic */
    name: sampled(text, required),
    /** e.g. «врач-невролог, главный врач» */
    position: sampled(text, required),
    /** the specialty the worker practises, e.g. «неврология» */
    specialty: sampled(text, required),
    education: z.array(educationSchema).min(1),
    accreditations: z.array(accreditationSchema).min(1),
    /** the year the worker's experience in the specialty starts */
    experienceSince: sampled(yearSchema, required, yearStandIn),
    /** the hours of work by day of the week */
    schedule: sampled(weekScheduleSchema, required),
    /** a photo for «О клинике» */
    photo: z.object({ src: localAssetSchema, alt: text }).strict().optional(),
    /** a sentence about the worker for «О клинике» */
    about: text.optional(),
    /** where the worker stands in the lists: smaller first, then by name */
    order: z.number().int().optional(),
  })
  .strict();

export type StaffMemberFile = z.infer<typeof staffMemberSchema>;
