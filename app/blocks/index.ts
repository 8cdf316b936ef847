import type { BlockRegistry } from '../page/registry.ts';
import { markdownBlocks } from '../page/markdown-blocks.tsx';
import { lazyBlock } from './lazy-block.tsx';
import { Accordion } from './accordion.tsx';
import { AccordionGroup } from './accordion-group.tsx';
import { Callout } from './callout.tsx';
import { ImageFrame } from './image-frame.tsx';
import { Steps } from './steps.tsx';

/** the content blocks of spec §2.13, one component per AST node type */
export const contentBlocks = {
  callout: Callout,
  steps: Steps,
  ordinalList: lazyBlock('blocks/ordinal-list.tsx', () => import('./ordinal-list.tsx').then((module) => module.OrdinalList)),
  accordion: Accordion,
  accordionGroup: AccordionGroup,
  toggleSection: lazyBlock('blocks/toggle-section.tsx', () => import('./toggle-section.tsx').then((module) => module.ToggleSection)),
  toggleSwitch: lazyBlock('blocks/toggle-switch.tsx', () => import('./toggle-switch.tsx').then((module) => module.ToggleSwitch)),
  // blocks of a few pages only load when a page uses them
  reviews: lazyBlock('blocks/reviews.tsx', () => import('./reviews.tsx').then((module) => module.Reviews)),
  services: lazyBlock('blocks/services.tsx', () => import('./services.tsx').then((module) => module.Services)),
  map: lazyBlock('blocks/map-section.tsx', () => import('./map-section.tsx').then((module) => module.MapSection), '4rem'),
  newsCard: lazyBlock('blocks/news-card.tsx', () => import('./news-card.tsx').then((module) => module.NewsCard)),
  articles: lazyBlock('blocks/articles.tsx', () => import('./articles.tsx').then((module) => module.Articles)),
  imageFrame: ImageFrame,
  contactCard: lazyBlock('blocks/contact-card.tsx', () => import('./contact-card.tsx').then((module) => module.ContactCard), '16rem'),
  formFields: lazyBlock('blocks/form-fields.tsx', () => import('./form-fields.tsx').then((module) => module.FormFields), '20rem'),
  priceRows: lazyBlock('blocks/price-rows.tsx', () => import('./price-rows.tsx').then((module) => module.PriceRows)),
  // the anket's page only; the form's own chunk is fetched alongside, not after, the block's
  anketForm: lazyBlock('blocks/anket-form-block.tsx', () => {
    import('../forms/anket-form.tsx').catch(() => undefined);
    return import('./anket-form-block.tsx').then((module) => module.AnketFormBlock);
  }),
  timer: lazyBlock('blocks/timer.tsx', () => import('./timer.tsx').then((module) => module.Timer), '4rem'),
  verifiedBadge: lazyBlock('blocks/verified-badge.tsx', () => import('./verified-badge.tsx').then((module) => module.VerifiedBadgeBlock), '2rem'),
  pagination: lazyBlock('blocks/pagination.tsx', () => import('./pagination.tsx').then((module) => module.Pagination), '3rem'),
  card: lazyBlock('blocks/card.tsx', () => import('./card.tsx').then((module) => module.Card)),
  cardGroup: lazyBlock('blocks/card-group.tsx', () => import('./card-group.tsx').then((module) => module.CardGroup)),
} satisfies Partial<BlockRegistry>;

/**
 * The block registry the app passes down (BlockRegistryContext): every node type of the AST with
 * its component — one without does not compile.
 */
export const blockRegistry = { ...markdownBlocks, ...contentBlocks } satisfies BlockRegistry;
