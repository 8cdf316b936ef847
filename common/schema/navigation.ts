import { z } from 'zod';
import type { MedicalSpecialty } from 'schema-dts';
import { HEALTH_DATA_BASES, socialLinkSchema } from './clinic-facts.ts';
import { expectation } from './expectations.ts';
import { SIDEBAR_IDS } from '../routes/sidebar-ids.ts';
import { sectionStartsCollapsed } from '../routes/sidebar-section.ts';

export { SIDEBAR_IDS };

// Navigation data as editors write it in content/navigation/*.yaml (z.input) and as the API
// serves it (z.infer). Spec §2.2 (tabs), §2.7 (sidebars), §2.10 (prev/next), §2.11 (footer).

const text = z.string().trim().min(1);
/** a route of the site: "/", "/about", "/news/victory-2012" */
export const routeSchema = z
  .string()
  .trim()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, expectation('route'));

const headerTabSchema = z
  .object({
    title: text,
    href: routeSchema,
    active: z.boolean().default(false),
  })
  .strict();

/** spec §3: "The tab set is an object with a tabs array." */
export const headerTabsSchema = z.object({ tabs: z.array(headerTabSchema).min(1) }).strict();

/** spec §3: items with title, href, active; `active` marks the item current when the path matches none */
const sidebarItemSchema = z.object({ title: text, href: routeSchema, active: z.boolean().optional() }).strict();
/**
 * spec §3: sections with title, "defaultCollapsed or collapsed", items. Editors may write either
 * (not both with different values); the served section has defaultCollapsed only.
 */
const sidebarSectionSchema = z
  .object({
    title: text,
    defaultCollapsed: z.boolean().optional(),
    collapsed: z.boolean().optional(),
    items: z.array(sidebarItemSchema).min(1),
  })
  .strict()
  .refine((section) => section.collapsed === undefined || section.defaultCollapsed === undefined || section.collapsed === section.defaultCollapsed, {
    message: expectation('collapsed-conflict'),
    path: ['collapsed'],
  })
  .transform((section) => ({ title: section.title, defaultCollapsed: sectionStartsCollapsed(section), items: section.items }));
export const sidebarIdSchema = z.enum(SIDEBAR_IDS);
export const sidebarSchema = z.object({ sections: z.array(sidebarSectionSchema).min(1) }).strict();
/** content/navigation/sidebars.yaml: one sidebar per group of spec §2.7 */
export const sidebarsFileSchema = z
  .object({
    main: sidebarSchema,
    services: sidebarSchema,
    prices: sidebarSchema,
    promotions: sidebarSchema,
  })
  .strict();

/** the collections whose pages can make a sequence: their entries in the order of their dates */
const SEQUENCE_COLLECTIONS = ['news'] as const;

/**
 * a prev/next sequence of spec §2.10: the routes in order, or a collection's pages oldest first
 * (`collection: news`, so a news item added joins it); titles come from the pages themselves
 */
const sequenceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, expectation('id')),
    routes: z.array(routeSchema).min(1).optional(),
    collection: z.enum(SEQUENCE_COLLECTIONS).optional(),
  })
  .strict()
  .refine((sequence) => (sequence.routes === undefined) !== (sequence.collection === undefined), expectation('routes-or-collection'));
export const sequencesFileSchema = z.object({ sequences: z.array(sequenceSchema) }).strict();

/**
 * the schema.org MedicalSpecialty values a neurological clinic may name: members of that
 * enumeration only (schema-dts is schema.org's vocabulary as types), so a value search engines
 * would not know fails the type check
 */
const MEDICAL_SPECIALTIES = [
  'Neurologic',
  'Pediatric',
  'Physiotherapy',
  'Psychiatric',
  'Radiography',
  'LaboratoryScience',
  'Genetic',
  'Anesthesia',
  'SpeechPathology',
  'Emergency',
] as const satisfies readonly MedicalSpecialty[];

/**
 * content/navigation/site.yaml: how the site presents itself. The clinic's facts (name, address,
 * phone, e-mail, hours, social links) live in content/data/clinic.yaml, written once.
 */
export const siteFileSchema = z
  .object({
    /** where the address in the footer leads */
    addressHref: routeSchema,
    /** where the site is published: canonical links, link previews and the sitemap use it */
    url: z
      .url({ protocol: /^https?$/, error: expectation('site-url') })
      // zod's url check lets through some texts URL cannot parse ("https://a.example - b"): never throw here
      .refine((value) => URL.canParse(value) && new URL(value).pathname === '/' && !value.endsWith('/'), expectation('site-origin')),
    /** for search engines: schema.org MedicalSpecialty values, e.g. Neurologic, Pediatric */
    medicalSpecialty: z.array(z.enum(MEDICAL_SPECIALTIES)).default([]),
  })
  .strict();

/** spec §2.11 footer data as served (db.json `site`): site.yaml with the clinic's facts */
export const siteInfoSchema = siteFileSchema.extend({
  name: text,
  address: text,
  email: z.email({ error: expectation('email') }),
  phone: z.string().regex(/^\+\d{11,15}$/, expectation('phone')),
  phoneDisplay: text,
  social: z.array(socialLinkSchema),
  /** for search engines (schema.org openingHours), e.g. "Mo-Fr 09:00-18:00" */
  openingHours: z.array(z.string()),
  /** how many days the form receiver keeps a delivered form: it reads this from the build, as the privacy policy states it */
  formsRetentionDays: z.number().int().positive(),
  /** the anket's lawful basis for health data: under `written-consent` the form asks for, and the receiver requires, the separate consent */
  healthDataBasis: z.enum(HEALTH_DATA_BASES).default('medical-exception'),
});

export type HeaderTab = z.infer<typeof headerTabSchema>;
export type HeaderTabs = z.infer<typeof headerTabsSchema>;
export type SidebarId = z.infer<typeof sidebarIdSchema>;
export type SidebarItem = z.infer<typeof sidebarItemSchema>;
export type SidebarSection = z.infer<typeof sidebarSectionSchema>;
export type Sidebar = z.infer<typeof sidebarSchema>;
export type SidebarsFile = z.infer<typeof sidebarsFileSchema>;
export type SequencesFile = z.infer<typeof sequencesFileSchema>;
export type SiteFile = z.infer<typeof siteFileSchema>;
export type SiteInfo = z.infer<typeof siteInfoSchema>;
/** what the visitor's app reads of the site: without what only the forms service reads */
export type VisitorSiteInfo = Omit<SiteInfo, 'formsRetentionDays' | 'healthDataBasis'>;
