import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { SITE_CONTENT_LAW, type LaunchMeta } from '../launch.ts';
import { text, webAddressSchema } from './values.ts';

// content/data/free-care.yaml: free care under the state guarantees — whether the clinic takes
// part in the ОМС programme, and the federal and regional programmes with where to read them.

const required: LaunchMeta = { topic: 'цены и услуги', law: [...SITE_CONTENT_LAW, 'правила платных медицинских услуг'] };

const programmeSchema = z
  .object({
    title: sampled(text, required),
    href: sampled(webAddressSchema, required),
  })
  .strict();

export const freeCareSchema = z
  .object({
    /** whether the clinic provides care under the ОМС programme */
    participatesInOms: sampled(z.boolean(), required),
    /** the programme of state guarantees of free medical care (the Government's) */
    federal: programmeSchema,
    /** the region's territorial programme */
    regional: programmeSchema,
  })
  .strict();

export type FreeCareFile = z.infer<typeof freeCareSchema>;
