import { z } from 'zod';
import { hrefSchema } from './content-items.ts';
import { expectation } from './expectations.ts';

// content/data/clinic.yaml: every fact about the clinic, written once. Pages use a fact by name
// (`{{phone}}`, pipeline/read/substitute-facts.ts); the footer and structured data read them too.
// A value the clinic has not supplied yet is written `{ value: …, sample: what the clinic must
// supply }`: `check --release` and the production build refuse it (spec §2.11, §2.12).

/**
 * a fact's text is pasted where its name stands before the page is read, so it holds no character
 * that markdown or YAML would read as markup
 */
const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !/[[\]*`<>{}|\\#"\n]|:\s/.test(value), expectation('fact-plain-text'));

/** what the clinic must supply in place of a sample value, in Russian, for the release check */
const sampleNote = z.string().trim().min(1, expectation('sample-note'));

/** a fact: its value, or `{ value, sample }` while it is a sample */
function fact<T extends z.ZodType>(value: T) {
  return z.union([value, z.object({ value, sample: sampleNote }).strict()], {
    error: (issue) => (issue.input === undefined ? expectation('fact-required') : undefined),
  });
}

/** a time range as «9:00–18:00» (an en dash); schema.org opening hours are derived from it */
const timeRangeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}:\d{2}–\d{1,2}:\d{2}$/, expectation('time-range'));

/** «+», then digits, spaces, brackets and hyphens as a word processor writes them too (U+2010–U+2013: hyphen, no-break hyphen, figure dash, en dash) */
const PHONE_CHARACTERS = /^\+\d[\d\s()\u2010-\u2013-]*\d$/;

/**
 * a phone number as visitors read it: +7, then digits with spaces, hyphens (or dashes) and the
 * city code in brackets if the editor likes — «+7 (38343) 2-15-67»; the site shows it without the
 * brackets, as «+7 38343 2-15-67» (pipeline/read/phone-display.ts)
 */
const phoneTextSchema = z
  .string()
  .trim()
  .regex(PHONE_CHARACTERS, expectation('phone-text'))
  .superRefine((value, context) => {
    const problem = phoneProblem(value);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: expectation(problem), input: value });
  });

/** what is wrong with a phone number made of the right characters (the rest is PHONE_CHARACTERS' to say) */
function phoneProblem(value: string): 'phone-brackets' | 'phone-digits-russia' | 'phone-digits' | undefined {
  if (!PHONE_CHARACTERS.test(value)) return undefined;
  // one pair of brackets, around the city code right after the country code
  if (/[()]/.test(value) && !/^\+\d+\s*\(\d+\)\s*\d[^()]*$/.test(value)) return 'phone-brackets';
  const digits = value.replace(/\D/g, '').length;
  if (value.startsWith('+7') && digits !== 11) return 'phone-digits-russia';
  return digits < 11 || digits > 15 ? 'phone-digits' : undefined;
}

/** a price in whole roubles: `{{name}}` shows it as «99 000 ₽», `{{name.number}}` as 99000 */
const priceSchema = z.number().int().positive();

/** a number of days: `{{name}}` shows it as «30 дней», `{{name.number}}` as 30 */
const daysSchema = z.number().int().min(1).max(3650);

/** the facts that count days (every other number is a price in roubles) */
export const DAY_COUNT_FACTS: ReadonlySet<string> = new Set(['formsRetentionDays', 'formsBackupDays']);

/** the receiver keeps a form this many days after its notice went out unless the facts say otherwise */
const DEFAULT_FORMS_RETENTION_DAYS = 30;

/** deploy/receiver/backup.sh keeps a backup of the receiver's database this many days by default */
const DEFAULT_FORMS_BACKUP_DAYS = 14;

export const socialLinkSchema = z
  .object({
    kind: z.enum(['social', 'messenger', 'chat']),
    title: z.string().trim().min(1),
    href: hrefSchema,
  })
  .strict();

export const clinicFactsSchema = z
  .object({
    /** the clinic's name as the site shows it (title bar, footer) */
    name: fact(plainText),
    /** the name with the town, as the contact cards show it */
    organization: fact(plainText),
    /** the full legal name from the register (ЕГРЮЛ) */
    legalName: fact(plainText),
    address: fact(plainText),
    phone: fact(phoneTextSchema),
    email: fact(z.email({ error: expectation('email') })),
    /** Monday to Friday */
    hoursWeekdays: fact(timeRangeSchema),
    hoursSaturday: fact(timeRangeSchema),
    social: fact(z.array(socialLinkSchema)),
    /** spec §2.12: the second attendant's stay per day, with meals, in roubles */
    secondAttendantPrice: fact(priceSchema),
    /** spec §2.12: the diagnostic package, in roubles */
    diagnosticPackagePrice: fact(priceSchema),
    ogrn: fact(
      z
        .string()
        .trim()
        .regex(/^\d{13}$/, expectation('ogrn')),
    ),
    inn: fact(
      z
        .string()
        .trim()
        .regex(/^\d{10}$/, expectation('inn')),
    ),
    licenceNumber: fact(plainText),
    licenceDate: fact(plainText),
    licenceIssuer: fact(plainText),
    /**
     * days the clinic's form receiver keeps a form after its notice e-mail went out, then deletes it
     * (docs/forms.md); the privacy policy and the consent text state it as `{{formsRetentionDays}}`
     */
    formsRetentionDays: fact(daysSchema).default(DEFAULT_FORMS_RETENTION_DAYS),
    /**
     * days a backup of the receiver's database is kept (deploy/receiver/backup.sh, BACKUP_KEEP_DAYS):
     * a deleted form stays in the backups that long, as the privacy policy says
     */
    formsBackupDays: fact(daysSchema).default(DEFAULT_FORMS_BACKUP_DAYS),
    // An external form service instead of the clinic's receiver (VITE_FORM_ENDPOINT, docs/forms.md):
    // absent while the forms post to the receiver. When set, the privacy policy must name it, and
    // the production build and `check --release` refuse one outside Russia (152-ФЗ ст. 18 ч. 5).
    /** the service's name as the privacy policy names it */
    formService: fact(plainText).optional(),
    /** the country where that service records the data */
    formServiceCountry: fact(plainText).optional(),
    /** the host of VITE_FORM_ENDPOINT; a production build refuses an endpoint on another host */
    formServiceHost: fact(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, expectation('host-name')),
    ).optional(),
  })
  .strict();

export type ClinicFactsFile = z.infer<typeof clinicFactsSchema>;
export type FactName = keyof ClinicFactsFile;
export type SocialLink = z.infer<typeof socialLinkSchema>;
