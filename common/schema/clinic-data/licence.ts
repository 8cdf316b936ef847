import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { SITE_CONTENT_LAW, type LaunchMeta } from '../launch.ts';
import { dateStandIn, phoneTextSchema, russianDateSchema, text } from './values.ts';

// content/data/licence.yaml: the licence for medical activity, as the register of licences has it.

const required: LaunchMeta = { topic: 'лицензия', law: SITE_CONTENT_LAW };

export const licenceSchema = z
  .object({
    number: sampled(text, required),
    date: sampled(russianDateSchema, required, dateStandIn),
    /** the authority that issued the licence, with its address and phone */
    issuer: z
      .object({
        name: sampled(text, required),
        address: sampled(text, required),
        phone: sampled(phoneTextSchema, required),
      })
      .strict(),
    /** the works and services the licence covers, one per line, as in the register's extract */
    works: sampled(z.array(text).min(1), required),
  })
  .strict();

export type LicenceFile = z.infer<typeof licenceSchema>;
