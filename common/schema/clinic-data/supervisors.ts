import { z } from 'zod';
import { sampled } from '../sampled.ts';
import { expectation } from '../expectations.ts';
import { SITE_CONTENT_LAW, type LaunchMeta } from '../launch.ts';
import { phoneTextSchema, text, webAddressSchema } from './values.ts';

// content/data/supervisors.yaml: the authorities that supervise the clinic, each with its address
// and phone — where a patient turns when the clinic has not settled a complaint.

const required: LaunchMeta = { topic: 'правовые тексты', law: SITE_CONTENT_LAW };

/** a supervisor's id, by which the licence names its issuer */
export const supervisorIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, expectation('id'));

const supervisorSchema = z
  .object({
    /** how other files name this body (the licence's `issuer`): latin letters, digits and hyphens */
    id: supervisorIdSchema.optional(),
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
    bodies: z
      .array(supervisorSchema)
      .min(1)
      .refine((bodies) => {
        const ids = bodies.flatMap((body) => (body.id === undefined ? [] : [body.id]));
        return new Set(ids).size === ids.length;
      }, expectation('supervisor-id-unique')),
  })
  .strict();

export type SupervisorsFile = z.infer<typeof supervisorsSchema>;
