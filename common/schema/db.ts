import { z } from 'zod';
import { pageAstSchema } from './ast.ts';
import { headerTabsSchema, routeSchema, sidebarIdSchema, sidebarSchema, siteInfoSchema } from './navigation.ts';

// dist-data/db.json: what json-server serves at /api (spec §7). Bump SCHEMA_VERSION on any
// change an API reader would notice.

export const SCHEMA_VERSION = 1;

/** spec §3 Heading */
const headingEntrySchema = z.object({
  id: z.string(),
  text: z.string(),
  level: z.number().int().min(1).max(6),
  href: z.string(),
});

export const pageRecordSchema = z.object({
  /** the route without its leading slash; the home page is "index" */
  id: z.string(),
  route: routeSchema,
  title: z.string(),
  description: z.string(),
  shortTitle: z.string(),
  headings: z.array(headingEntrySchema),
  /** YYYY-MM-DD: when a doctor last checked the page (frontmatter lastReviewed) */
  lastReviewed: z.string().optional(),
  /** the page advertises (frontmatter advertising): the app heads it with the warning of 38-ФЗ ст. 24 ч. 7 */
  advertising: z.literal(true).optional(),
  /** YYYY-MM-DD: a news item's day (its frontmatter date), the sitemap's date of the page */
  date: z.string().optional(),
  ast: pageAstSchema,
  /** content hash: the app's compile cache keys on id + hash (spec §9) */
  hash: z.string(),
});

const sidebarRecordSchema = sidebarSchema.extend({ id: sidebarIdSchema });

const sequenceRecordSchema = z.object({
  id: z.string(),
  items: z.array(z.object({ href: routeSchema, title: z.string() })),
});

/** spec §3 Search entry */
const searchEntrySchema = z.object({
  title: z.string(),
  description: z.string(),
  href: routeSchema,
});

/** beyond spec §3: one h1–h3 heading of a page, with the text of its section, for the site search */
const searchIndexHeadingSchema = z.object({
  text: z.string(),
  /** the route and the heading's anchor: "/about#команда" */
  href: z.string(),
  level: z.number().int().min(1).max(3),
  /** the section's text up to the next h1–h3, whitespace collapsed */
  body: z.string(),
});

/** a search entry (spec §3) with the page's headings and text, so a match deep in a page is found */
const searchIndexEntrySchema = searchEntrySchema.extend({
  /** the page's short title, where it has one other than its title: it names the page as the title does */
  shortTitle: z.string().optional(),
  /** the text before the first h1–h3 heading */
  body: z.string(),
  headings: z.array(searchIndexHeadingSchema),
});

export const dbSchema = z.object({
  meta: z.object({ schemaVersion: z.literal(SCHEMA_VERSION), generator: z.string(), pages: z.number() }),
  'header-tabs': headerTabsSchema,
  sidebars: z.array(sidebarRecordSchema),
  sequences: z.array(sequenceRecordSchema),
  site: siteInfoSchema,
  /** beyond spec §3: the site search's vocabulary (content/data/search-vocabulary.yaml), groups of phrases naming one thing */
  'search-vocabulary': z.array(z.array(z.string())),
  search: z.array(searchEntrySchema),
  'search-index': z.array(searchIndexEntrySchema),
  pages: z.array(pageRecordSchema),
});

export type HeadingEntry = z.infer<typeof headingEntrySchema>;
export type PageRecord = z.infer<typeof pageRecordSchema>;
export type SidebarRecord = z.infer<typeof sidebarRecordSchema>;
export type SequenceRecord = z.infer<typeof sequenceRecordSchema>;
export type SearchEntry = z.infer<typeof searchEntrySchema>;
export type SearchIndexHeading = z.infer<typeof searchIndexHeadingSchema>;
export type SearchIndexEntry = z.infer<typeof searchIndexEntrySchema>;
export type Db = z.infer<typeof dbSchema>;
