import { z } from 'zod';
import { hrefSchema } from './content-items.ts';
import { expectation } from './expectations.ts';
import { sampled } from './sampled.ts';
import { SITE_CONTENT_LAW, type LaunchMeta } from './launch.ts';
import { phoneTextSchema, TYPED_TIME_RANGE, typesetTimeRanges } from './clinic-data/values.ts';

// content/data/clinic.yaml: every fact about the clinic, written once. Pages use a fact by name
// (`{{phone}}`, pipeline/read/substitute-facts.ts); the footer and structured data read them too.
// A value the clinic has not supplied yet is written `{ value: …, sample: what the clinic must
// supply }` (common/schema/sampled.ts): `check --release` and the production build refuse it
// (spec §2.11, §2.12) and the launch checklist lists it under its topic.

/**
 * a fact's text is pasted where its name stands before the page is read, so it holds no character
 * that markdown or YAML would read as markup
 */
const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !/[[\]*`<>{}|\\#"\n]|:\s/.test(value), expectation('fact-plain-text'));

/** a fact: its value, or `{ value, sample }` / `{ value, decide }` while it is a sample */
const fact = sampled;

/** where a missing fact stands on the launch checklist, and the law that asks for it */
const requisite: LaunchMeta = { topic: 'реквизиты', law: SITE_CONTENT_LAW };
const contact: LaunchMeta = { topic: 'реквизиты' };
const price: LaunchMeta = { topic: 'цены и услуги' };
const forms: LaunchMeta = { topic: 'формы и почта' };
/** the questionnaire's health data: the medical exception (п. 4) or the parent's written consent (п. 1) */
const healthBasis: LaunchMeta = { topic: 'формы и почта', law: ['152-ФЗ ст. 10 ч. 2 п. 4', '152-ФЗ ст. 10 ч. 2 п. 1'] };
/** whoever processes the forms' data on the clinic's behalf is named in the consent (152-ФЗ ст. 9 ч. 4 п. 6) */
const processor: LaunchMeta = { topic: 'формы и почта', law: ['152-ФЗ ст. 9'] };
const localisation: LaunchMeta = { topic: 'формы и почта', law: ['152-ФЗ ст. 18 ч. 5'] };

/** a time range as «9:00–18:00», typed with any dash (values.ts); schema.org opening hours are derived from it */
const timeRangeSchema = z.string().trim().regex(TYPED_TIME_RANGE, expectation('time-range')).transform(typesetTimeRanges);

/** a price in whole roubles: `{{name}}` shows it as «99 000 ₽», `{{name.number}}` as 99000 */
const priceSchema = z.number().int().positive();

/** a number of days: `{{name}}` shows it as «30 дней», `{{name.number}}` as 30 */
const daysSchema = z.number().int().min(1).max(3650);

/** the facts that count days (every other number is a price in roubles) */
export const DAY_COUNT_FACTS: ReadonlySet<string> = new Set(['formsRetentionDays', 'formsBackupDays']);

/**
 * the lawful basis for the anket's health data: `medical-exception` (152-ФЗ ст. 10 ч. 2 п. 4) asks
 * nothing more of the family; `written-consent` (п. 1) adds a tick box for the separate document
 * /consent-health, and the receiver refuses an anket without it
 */
export const HEALTH_DATA_BASES = ['medical-exception', 'written-consent'] as const;
export type HealthDataBasis = (typeof HEALTH_DATA_BASES)[number];

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
    name: fact(plainText, requisite),
    /** the name with the town, as the contact cards show it */
    organization: fact(plainText, contact),
    /** the full legal name from the register (ЕГРЮЛ) */
    legalName: fact(plainText, requisite),
    address: fact(plainText, requisite),
    phone: fact(phoneTextSchema, requisite),
    email: fact(z.email({ error: expectation('email') }), requisite),
    /** Monday to Friday */
    hoursWeekdays: fact(timeRangeSchema, requisite),
    hoursSaturday: fact(timeRangeSchema, requisite),
    /** the inpatient department's hours, e.g. «круглосуточно, без выходных» */
    inpatientHours: fact(plainText, requisite),
    social: fact(z.array(socialLinkSchema), contact),
    /** spec §2.12: the second attendant's stay per day, with meals, in roubles */
    secondAttendantPrice: fact(priceSchema, price),
    /** spec §2.12: the diagnostic package, in roubles */
    diagnosticPackagePrice: fact(priceSchema, price),
    /**
     * the part of the package's price the injections at points make, in roubles: a family that
     * declines them pays that much less (the pages say so)
     */
    diagnosticPackageInjectionsPrice: fact(priceSchema, price),
    ogrn: fact(
      z
        .string()
        .trim()
        .regex(/^\d{13}$/, expectation('ogrn')),
      requisite,
    ),
    inn: fact(
      z
        .string()
        .trim()
        .regex(/^\d{10}$/, expectation('inn')),
      requisite,
    ),
    /**
     * days the clinic's form receiver keeps a form after its notice e-mail went out, then deletes it
     * (docs/forms.md); the privacy policy and the consent text state it as `{{formsRetentionDays}}`
     */
    formsRetentionDays: fact(daysSchema, forms).default(DEFAULT_FORMS_RETENTION_DAYS),
    /**
     * days a backup of the receiver's database is kept (deploy/receiver/backup.sh, BACKUP_KEEP_DAYS):
     * a deleted form stays in the backups that long, as the privacy policy says
     */
    formsBackupDays: fact(daysSchema, forms).default(DEFAULT_FORMS_BACKUP_DAYS),
    /**
     * the clinic's number in Roskomnadzor's register of personal-data operators, given once its
     * notice is filed (152-ФЗ ст. 22 ч. 1); the privacy policy states it
     */
    pdOperatorNumber: fact(plainText, { topic: 'формы и почта', law: ['152-ФЗ ст. 22 ч. 1'] }),
    /** who hosts the server of the site and the forms' database (152-ФЗ ст. 18 ч. 5: it must be in Russia); the privacy policy names it */
    hostingProvider: fact(plainText, localisation),
    /** the country of that server's data centre */
    hostingCountry: fact(plainText, localisation),
    /** who runs the mailbox the notices go to, as the privacy policy names them */
    mailProvider: fact(plainText, processor).optional(),
    /**
     * the lawful basis for the anket's health data, the clinic's lawyer's decision (HEALTH_DATA_BASES):
     * the medical exception (152-ФЗ ст. 10 ч. 2 п. 4) or written consent (ст. 10 ч. 2 п. 1; since
     * 01.09.2025 a document separate from any other). The anket's tick box and /consent-health follow it.
     */
    healthDataBasis: fact(z.enum(HEALTH_DATA_BASES), healthBasis).default('medical-exception'),
    // An external form service instead of the clinic's receiver (VITE_FORM_ENDPOINT, docs/forms.md):
    // absent while the forms post to the receiver. When set, the privacy policy must name it, and
    // the production build and `check --release` refuse one outside Russia (152-ФЗ ст. 18 ч. 5).
    /** the service's name as the privacy policy names it */
    formService: fact(plainText, forms).optional(),
    /** the country where that service records the data */
    formServiceCountry: fact(plainText, forms).optional(),
    /** the host of VITE_FORM_ENDPOINT; a production build refuses an endpoint on another host */
    formServiceHost: fact(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, expectation('host-name')),
      forms,
    ).optional(),
  })
  .strict();

export type ClinicFactsFile = z.infer<typeof clinicFactsSchema>;
export type FactName = keyof ClinicFactsFile;
export type SocialLink = z.infer<typeof socialLinkSchema>;
