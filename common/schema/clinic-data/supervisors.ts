import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { SITE_CONTENT_LAW, type LaunchMeta } from '../launch.ts';
import { phoneTextSchema, text, webAddressSchema } from './values.ts';

// content/data/supervisors.yaml: the authorities that supervise the clinic, each with its address
// and phone — where a patient turns when the clinic has not settled a complaint.

const required: LaunchMeta = { topic: 'правовые тексты', law: SITE_CONTENT_LAW };

const supervisorSchema = z
  .object({
    name: sampled(text, required),
    /** what it supervises, in a few words */
    role: text,
    address: sampled(text, required),
    phone: sampled(phoneTextSchema, required),
    site: sampled(webAddressSchema, required),
  })
  .strict();

export const supervisorsSchema = z
  .object({
    bodies: z.array(supervisorSchema).min(1),
  })
  .strict();

export type SupervisorsFile = z.infer<typeof supervisorsSchema>;
