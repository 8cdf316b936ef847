import { z } from 'zod';
import {
  articleSchema,
  contactCardSchema,
  imageFrameSchema,
  mapPointSchema,
  newsCardSchema,
  paginationLinkSchema,
  priceRowSchema,
  reviewSchema,
  serviceCardSchema,
} from './content-items.ts';
import { responsivePictureSchema } from './picture.ts';

// The page AST: what the pipeline emits and the app renders through its block registry.
// Every node has a literal `type`; recursive children use getters (zod docs, "Recursive objects").

/**
 * the picture's own size in pixels, measured by the pipeline (pipeline/read/measure-image.ts) so that
 * every <img> reserves its place before the file arrives; absent when it could not be measured
 */
function intrinsicSize<W extends string, H extends string>(width: W, height: H) {
  const pixels = z.number().int().positive().optional();
  return { [width]: pixels, [height]: pixels } as { [key in W | H]: typeof pixels };
}

/** a raster picture's variants (common/images/plan-picture.ts); absent for SVG and unmeasured files */
const picture = { picture: responsivePictureSchema.optional() };

// ---- inline nodes -------------------------------------------------------------------------------

const textNodeSchema = z.object({ type: z.literal('text'), value: z.string() });
const inlineCodeNodeSchema = z.object({ type: z.literal('inlineCode'), value: z.string() });
const breakNodeSchema = z.object({ type: z.literal('break') });
const imageNodeSchema = z.object({
  type: z.literal('image'),
  src: z.string(),
  alt: z.string(),
  title: z.string().optional(),
  ...intrinsicSize('width', 'height'),
  /** a picture a block puts in a card of a card group (a worker's photo): made for a card's width */
  shownIn: z.literal('card').optional(),
  ...picture,
});

const strongNodeSchema = z.object({
  type: z.literal('strong'),
  get children() {
    return z.array(inlineNodeSchema);
  },
});
const emphasisNodeSchema = z.object({
  type: z.literal('emphasis'),
  get children() {
    return z.array(inlineNodeSchema);
  },
});
const strikethroughNodeSchema = z.object({
  type: z.literal('strikethrough'),
  get children() {
    return z.array(inlineNodeSchema);
  },
});
/** `internal` links go through the router; the others open with rel="noopener noreferrer" */
const linkNodeSchema = z.object({
  type: z.literal('link'),
  href: z.string(),
  internal: z.boolean(),
  title: z.string().optional(),
  get children() {
    return z.array(inlineNodeSchema);
  },
});
/** `[Просто свяжитесь с нами.](#callback)`: text that opens the callback modal (spec §2.6) */
const callbackLinkNodeSchema = z.object({
  type: z.literal('callbackLink'),
  get children() {
    return z.array(inlineNodeSchema);
  },
});

const inlineNodeSchema = z.discriminatedUnion('type', [
  textNodeSchema,
  inlineCodeNodeSchema,
  breakNodeSchema,
  imageNodeSchema,
  strongNodeSchema,
  emphasisNodeSchema,
  strikethroughNodeSchema,
  linkNodeSchema,
  callbackLinkNodeSchema,
]);

// ---- markdown block nodes -----------------------------------------------------------------------

const headingNodeSchema = z.object({
  type: z.literal('heading'),
  level: z.number().int().min(1).max(6),
  /** spec §5, unique on the page */
  id: z.string(),
  children: z.array(inlineNodeSchema),
});
const paragraphNodeSchema = z.object({
  type: z.literal('paragraph'),
  children: z.array(inlineNodeSchema),
});
const codeNodeSchema = z.object({
  type: z.literal('code'),
  lang: z.string().optional(),
  value: z.string(),
});
const thematicBreakNodeSchema = z.object({ type: z.literal('thematicBreak') });
const listItemNodeSchema = z.object({
  type: z.literal('listItem'),
  get children() {
    return z.array(blockNodeSchema);
  },
});
const listNodeSchema = z.object({
  type: z.literal('list'),
  ordered: z.boolean(),
  start: z.number().int().optional(),
  /** tight lists render their items without paragraph spacing */
  tight: z.boolean(),
  items: z.array(listItemNodeSchema),
});
const blockquoteNodeSchema = z.object({
  type: z.literal('blockquote'),
  get children() {
    return z.array(blockNodeSchema);
  },
});
const tableCellNodeSchema = z.object({
  type: z.literal('tableCell'),
  children: z.array(inlineNodeSchema),
});
const tableNodeSchema = z.object({
  type: z.literal('table'),
  align: z.array(z.enum(['left', 'center', 'right']).nullable()),
  head: z.array(tableCellNodeSchema),
  rows: z.array(z.array(tableCellNodeSchema)),
});

// ---- content blocks of spec §2.13 ---------------------------------------------------------------

export const CALLOUT_KINDS = ['note', 'warning', 'info', 'tip', 'check', 'danger'] as const;
const calloutNodeSchema = z.object({
  type: z.literal('callout'),
  kind: z.enum(CALLOUT_KINDS),
  title: z.string().optional(),
  get children() {
    return z.array(blockNodeSchema);
  },
});
const stepsNodeSchema = z.object({
  type: z.literal('steps'),
  items: z.array(listItemNodeSchema),
});
const accordionNodeSchema = z.object({
  type: z.literal('accordion'),
  title: z.string(),
  open: z.boolean(),
  get children() {
    return z.array(blockNodeSchema);
  },
});
const accordionGroupNodeSchema = z.object({
  type: z.literal('accordionGroup'),
  items: z.array(accordionNodeSchema),
});
const toggleSectionNodeSchema = z.object({
  type: z.literal('toggleSection'),
  title: z.string(),
  open: z.boolean(),
  get children() {
    return z.array(blockNodeSchema);
  },
});
const toggleSwitchNodeSchema = z.object({
  type: z.literal('toggleSwitch'),
  label: z.string(),
  on: z.boolean(),
  get children() {
    return z.array(blockNodeSchema);
  },
});
const reviewsNodeSchema = z.object({
  type: z.literal('reviews'),
  /** with a title it renders as ReviewsSection */
  title: z.string().optional(),
  items: z.array(reviewSchema),
});
const servicesNodeSchema = z.object({
  type: z.literal('services'),
  title: z.string().optional(),
  items: z.array(serviceCardSchema),
});
const mapNodeSchema = z.object({
  type: z.literal('map'),
  ...mapPointSchema.shape,
  /** spec §9 */
  zoom: z.literal(16),
});
const newsCardNodeSchema = z.object({
  type: z.literal('newsCard'),
  ...newsCardSchema.shape,
  ...intrinsicSize('imageWidth', 'imageHeight'),
  ...picture,
});
const articlesNodeSchema = z.object({
  type: z.literal('articles'),
  title: z.string().optional(),
  items: z.array(articleSchema),
});
const imageFrameNodeSchema = z.object({
  type: z.literal('imageFrame'),
  ...imageFrameSchema.shape,
  ...intrinsicSize('width', 'height'),
  ...picture,
});
export const CONTACT_CARD_VARIANTS = ['card', 'info', 'price'] as const;
const contactCardNodeSchema = z.object({
  type: z.literal('contactCard'),
  /** card: ContactCard, info: ContactInfo, price: PriceContactInfo */
  variant: z.enum(CONTACT_CARD_VARIANTS),
  card: contactCardSchema,
  ...intrinsicSize('imageWidth', 'imageHeight'),
  ...picture,
});
const formFieldsNodeSchema = z.object({
  type: z.literal('formFields'),
  title: z.string().optional(),
});
const priceRowsNodeSchema = z.object({
  type: z.literal('priceRows'),
  title: z.string().optional(),
  rows: z.array(priceRowSchema),
});
const anketFormNodeSchema = z.object({
  type: z.literal('anketForm'),
  /** spec §2.12: shown beside the second attendant's fields, from the clinic's facts */
  secondAttendantPrice: z.string().optional(),
  /** the anket asks for the separate consent to process health data (/consent-health): healthDataBasis is written-consent */
  healthConsent: z.boolean().optional(),
});
const timerNodeSchema = z.object({
  type: z.literal('timer'),
  label: z.string().optional(),
});
const verifiedBadgeNodeSchema = z.object({
  type: z.literal('verifiedBadge'),
  label: z.string(),
});
const paginationNodeSchema = z.object({
  type: z.literal('pagination'),
  pages: z.array(paginationLinkSchema),
});
const cardNodeSchema = z.object({
  type: z.literal('card'),
  title: z.string(),
  href: z.string().optional(),
  icon: z.string().optional(),
  get children() {
    return z.array(blockNodeSchema);
  },
});
const cardGroupNodeSchema = z.object({
  type: z.literal('cardGroup'),
  cols: z.number().int().min(1).max(4),
  items: z.array(cardNodeSchema),
});
/** items labelled 'Первый пункт' … 'Десятый пункт' (spec §2.13) */
const ordinalListNodeSchema = z.object({
  type: z.literal('ordinalList'),
  items: z.array(listItemNodeSchema).max(10),
});

const blockNodeSchema = z.discriminatedUnion('type', [
  headingNodeSchema,
  paragraphNodeSchema,
  codeNodeSchema,
  thematicBreakNodeSchema,
  listNodeSchema,
  blockquoteNodeSchema,
  tableNodeSchema,
  calloutNodeSchema,
  stepsNodeSchema,
  accordionNodeSchema,
  accordionGroupNodeSchema,
  toggleSectionNodeSchema,
  toggleSwitchNodeSchema,
  reviewsNodeSchema,
  servicesNodeSchema,
  mapNodeSchema,
  newsCardNodeSchema,
  articlesNodeSchema,
  imageFrameNodeSchema,
  contactCardNodeSchema,
  formFieldsNodeSchema,
  priceRowsNodeSchema,
  anketFormNodeSchema,
  timerNodeSchema,
  verifiedBadgeNodeSchema,
  paginationNodeSchema,
  cardNodeSchema,
  cardGroupNodeSchema,
  ordinalListNodeSchema,
]);

export const pageAstSchema = z.array(blockNodeSchema);

export type InlineNode = z.infer<typeof inlineNodeSchema>;
export type BlockNode = z.infer<typeof blockNodeSchema>;
export type BlockNodeType = BlockNode['type'];
export type NodeOfType<T extends BlockNodeType> = Extract<BlockNode, { type: T }>;
export type ListItemNode = z.infer<typeof listItemNodeSchema>;
export type AccordionNode = z.infer<typeof accordionNodeSchema>;
export type CardNode = z.infer<typeof cardNodeSchema>;
export type TableCellNode = z.infer<typeof tableCellNodeSchema>;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];
export type ContactCardVariant = (typeof CONTACT_CARD_VARIANTS)[number];

/** every node type in the AST schema, for the "every block is used / registered" checks */
export const BLOCK_NODE_TYPES = blockNodeSchema.options.map((option) => option.shape.type.value);
export const INLINE_NODE_TYPES = inlineNodeSchema.options.map((option) => option.shape.type.value);
