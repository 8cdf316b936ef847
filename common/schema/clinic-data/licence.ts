import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { SITE_CONTENT_LAW, type LaunchMeta } from '../launch.ts';
import { dateStandIn, russianDateSchema, text } from './values.ts';
import { licensedWorkSchema } from './licensed-works.ts';
import { supervisorIdSchema } from './supervisors.ts';

// content/data/licence.yaml: the licence for medical activity, as the register of licences has it.

const required: LaunchMeta = { topic: 'лицензия', law: SITE_CONTENT_LAW };

export const licenceSchema = z
  .object({
    number: sampled(text, required),
    date: sampled(russianDateSchema, required, dateStandIn),
    /**
     * the authority that issued the licence: the `id` of its record in supervisors.yaml, so its
     * name, address and phone are written once
     */
    issuer: supervisorIdSchema,
    /** the works and services the licence covers, as in the register's extract, by their ids (licensed-works.ts) */
    works: sampled(z.array(licensedWorkSchema).min(1), required),
  })
  .strict();

export type LicenceFile = z.infer<typeof licenceSchema>;
