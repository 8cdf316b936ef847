import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { SITE_CONTENT_LAW, type LaunchMeta } from '../launch.ts';
import { localAssetSchema } from '../content-items.ts';
import { dateStandIn, russianDateSchema, text, weekScheduleSchema, yearSchema, yearStandIn } from './values.ts';

// One file of content/data/staff/: a medical worker, with everything the law asks the site to say
// about each one who provides care (323-ФЗ ст. 79, приказ 118н). «О клинике» lists them, and
// «Сведения о медицинской организации» shows each in full. The titles are the web editor's labels.

const required: LaunchMeta = { topic: 'персонал', law: SITE_CONTENT_LAW };

const educationSchema = z
  .object({
    level: sampled(z.enum(['высшее', 'среднее профессиональное']), required).meta({ title: 'Уровень' }),
    /** the institution that issued the diploma */
    institution: sampled(text, required).meta({ title: 'Учебное заведение' }),
    /** the year the diploma was issued */
    year: sampled(yearSchema, required, yearStandIn).meta({ title: 'Год выдачи диплома' }),
    /** the specialty in the diploma */
    specialty: sampled(text, required).meta({ title: 'Специальность по диплому' }),
  })
  .strict();

const accreditationSchema = z
  .object({
    /** the accreditation of a specialist, or a specialist's certificate while it is valid */
    kind: z.enum(['аккредитация', 'сертификат']).meta({ title: 'Вид' }),
    specialty: sampled(text, required).meta({ title: 'Специальность' }),
    /** the day it was passed or issued */
    date: sampled(russianDateSchema, required, dateStandIn).meta({ title: 'Дата' }),
    /** the last day it is valid */
    validUntil: sampled(russianDateSchema, required, dateStandIn).meta({ title: 'Действует до' }),
  })
  .strict();

export const staffMemberSchema = z
  .object({
    /** surname, name, patronymic */
    name: sampled(text, required).meta({ title: 'ФИО' }),
    /** e.g. «врач-невролог, главный врач» */
    position: sampled(text, required).meta({ title: 'Должность' }),
    /** the specialty the worker practises, e.g. «неврология» */
    specialty: sampled(text, required).meta({ title: 'Специальность' }),
    education: z.array(educationSchema).min(1).meta({ title: 'Образование' }),
    accreditations: z.array(accreditationSchema).min(1).meta({ title: 'Аккредитация или сертификат' }),
    /** the year the worker's experience in the specialty starts */
    experienceSince: sampled(yearSchema, required, yearStandIn).meta({ title: 'Стаж по специальности с (год)' }),
    /** the hours of work by day of the week */
    schedule: sampled(weekScheduleSchema, required).meta({ title: 'График работы' }),
    /** a photo for «О клинике» */
    photo: z
      .object({ src: localAssetSchema.meta({ title: 'Фотография' }), alt: text.meta({ title: 'Что на фотографии (для незрячих)' }) })
      .strict()
      .optional()
      .meta({ title: 'Фото' }),
    /** a sentence about the worker for «О клинике» */
    about: text.optional().meta({ title: 'О работнике (одно предложение)' }),
    /** where the worker stands in the lists: smaller first, then by name */
    order: z.number().int().optional().meta({ title: 'Место в списках (меньше — выше)' }),
  })
  .strict();

export type StaffMemberFile = z.infer<typeof staffMemberSchema>;
