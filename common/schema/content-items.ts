import { z } from 'zod';
import { ICON_NAMES } from './icons.ts';
import { expectation } from './expectations.ts';

// The data entities of spec §3 that content blocks carry. An editor writes them as YAML inside a
// block; `.strict()` turns a misspelt field into an error instead of a silently missing value.

const text = z.string().trim().min(1);

/** YYYY-MM-DD, a real calendar date */
export const isoDateSchema = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, expectation('calendar-date'));

/** a site path ("/services") or an absolute http(s) URL */
export const hrefSchema = z
  .string()
  .trim()
  .regex(/^(\/|https?:\/\/|mailto:|tel:)/, expectation('href'));

/** a file inside content/public ("/images/x.webp") */
export const localAssetSchema = z
  .string()
  .trim()
  .regex(/^\/[^/]/, expectation('public-file'));

export const iconNameSchema = z.enum(ICON_NAMES);

const coordinatesSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  })
  .strict();

/** spec §3 Review; `verified` shows the VerifiedBadge */
export const reviewSchema = z
  .object({
    author: text,
    date: isoDateSchema,
    content: text,
    verified: z.boolean().default(false),
    /**
     * the author of a review about a child is the child's legal guardian though not a parent: the
     * release check then does not ask for a parent's consent (blocks/reviews.ts)
     */
    legalGuardian: z.boolean().optional(),
  })
  .strict();

/** spec §3 Service card */
export const serviceCardSchema = z
  .object({
    title: text,
    description: text,
    href: hrefSchema,
    icon: iconNameSchema.default('stethoscope'),
    showArrow: z.boolean().default(true),
    showIcon: z.boolean().default(true),
    popular: z.boolean().default(false),
  })
  .strict();

/** spec §3 Article (scholar article card) */
export const articleSchema = z
  .object({
    title: text,
    authors: text,
    /** journal or year line, shown under the authors */
    source: text.optional(),
    pdfUrl: hrefSchema.optional(),
    /** the host name shown beside the PDF link; derived from pdfUrl when left out */
    pdfHost: text.optional(),
    articleUrl: hrefSchema.optional(),
    pdf: z.boolean().default(false),
  })
  .strict()
  .refine((article) => !article.pdf || article.pdfUrl !== undefined, {
    message: expectation('pdf-url'),
    path: ['pdfUrl'],
  });

/** spec §3 Contact card; `variant` picks ContactCard, ContactInfo or PriceContactInfo */
export const contactCardSchema = z
  .object({
    title: text,
    organization: text,
    address: text,
    phone: text.optional(),
    email: z.email({ error: expectation('email') }).optional(),
    schedule: z.array(text).min(1).optional(),
    imageUrl: localAssetSchema.optional(),
    imageAlt: text.optional(),
    coordinates: coordinatesSchema.optional(),
    href: hrefSchema.optional(),
  })
  .strict()
  .refine((card) => card.imageUrl === undefined || card.imageAlt !== undefined, {
    message: expectation('image-alt'),
    path: ['imageAlt'],
  });

/** a row of the price list with what the price includes */
export const priceRowSchema = z
  .object({
    title: text,
    /** in roubles */
    price: z.number().int().min(0),
    /** e.g. "за сутки", "за курс" */
    unit: text.optional(),
    note: text.optional(),
    includes: z.array(text).default([]),
  })
  .strict();

export const newsCardSchema = z
  .object({
    image: localAssetSchema,
    imageAlt: text,
    date: isoDateSchema,
    title: text,
    description: text,
    href: hrefSchema.optional(),
  })
  .strict();

export const mapPointSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    title: text.optional(),
  })
  .strict();

export const paginationLinkSchema = z
  .object({
    label: text,
    href: hrefSchema,
  })
  .strict();

export const imageFrameSchema = z
  .object({
    src: localAssetSchema,
    alt: text,
    caption: text.optional(),
  })
  .strict();

export type Review = z.infer<typeof reviewSchema>;
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export type Article = z.infer<typeof articleSchema>;
export type ContactCard = z.infer<typeof contactCardSchema>;
export type PriceRow = z.infer<typeof priceRowSchema>;
