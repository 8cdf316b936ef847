import { z } from 'zod';
import {
  ACCESS_KEY_FIELD,
  ANKET_FORM,
  CONSENT_FIELD,
  HEALTH_CONSENT_FIELD,
  CALLBACK_FORM,
  FORM_DEFINITIONS,
  HONEYPOT_FIELD,
  type FormName,
} from '../../../common/forms/form-definitions.ts';

// What the receiver takes (spec §3, §7): a JSON object with a non-empty access_key (required, never
// stored) and the subject of one of the two forms; of the other keys only that form's closed list
// is kept, each a text. Server side only: zod stays out of the browser's bundle.

const text = z.string();
const filled = z.string().trim().min(1, 'must not be empty');

const callbackSchema = z.object({
  subject: z.literal(CALLBACK_FORM.subject),
  Имя: filled,
  Телефон: filled,
  'Способ связи': text,
  Мессенджер: text,
  'Дополнительная информация': text,
}) satisfies z.ZodType<Record<(typeof CALLBACK_FORM.fields)[number], string>>;

const anketSchema = z.object({
  from_name: text,
  subject: z.literal(ANKET_FORM.subject),
  message: filled,
  reply_to: text.optional(),
}) satisfies z.ZodType<Partial<Record<(typeof ANKET_FORM.fields)[number], string>>>;

const SCHEMAS = { callback: callbackSchema, anket: anketSchema } as const;

const envelopeSchema = z.looseObject({
  [ACCESS_KEY_FIELD]: filled,
  subject: z.enum(Object.values(FORM_DEFINITIONS).map((form) => form.subject) as [string, ...string[]]),
});

/** what the anket's ticks said: both are kept in the consent record, never among the fields */
interface ConsentTicks {
  consent: boolean;
  healthConsent: boolean;
}

export type ReadSubmission =
  | { honeypot: true }
  | { honeypot: false; form: FormName; fields: Record<string, string>; ticks: ConsentTicks; droppedFields: number }
  | { honeypot: false; refusal: string };

/** the form and its fields, a filled honeypot, or why the body is refused */
export function readSubmission(body: unknown): ReadSubmission {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { honeypot: false, refusal: 'the body is not a JSON object' };
  const record = body as Record<string, unknown>;
  const trap = Object.hasOwn(record, HONEYPOT_FIELD) ? record[HONEYPOT_FIELD] : undefined;
  const envelope = envelopeSchema.safeParse(record);
  if (!envelope.success) return { honeypot: false, refusal: describe(envelope.error) };
  // only after the envelope: a bot filling every field is told success and learns nothing more
  if (trap !== undefined && trap !== '') return { honeypot: true };
  const form = (Object.keys(FORM_DEFINITIONS) as FormName[]).find((name) => FORM_DEFINITIONS[name].subject === envelope.data.subject)!;
  const parsed = SCHEMAS[form].safeParse(record);
  if (!parsed.success) return { honeypot: false, refusal: describe(parsed.error) };
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed.data)) if (typeof value === 'string') fields[key] = value;
  // the anket proves its tick (legal review: a record of the texts alone does not prove the box was ticked)
  if (form === 'anket' && record[CONSENT_FIELD] !== true)
    return { honeypot: false, refusal: `field "${CONSENT_FIELD}": expected true (the consent box ticked)` };
  const ticks = { consent: record[CONSENT_FIELD] === true, healthConsent: form === 'anket' && record[HEALTH_CONSENT_FIELD] === true };
  const known = new Set<string>([...FORM_DEFINITIONS[form].fields, ACCESS_KEY_FIELD, HONEYPOT_FIELD, CONSENT_FIELD, HEALTH_CONSENT_FIELD]);
  const droppedFields = Object.keys(record).filter((key) => !known.has(key)).length;
  return { honeypot: false, form, fields, ticks, droppedFields };
}

/** the first problem, by field name; never the value sent */
function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'the body is not a submission of a known form';
  const field = issue.path.map(String).join('.');
  if (field === 'subject')
    return `expected subject to be one of ${Object.values(FORM_DEFINITIONS)
      .map((form) => JSON.stringify(form.subject))
      .join(', ')}`;
  if (field === ACCESS_KEY_FIELD) return `${ACCESS_KEY_FIELD} is missing`;
  return `field "${field}": ${issue.code === 'invalid_type' ? 'expected a text' : issue.message}`;
}
