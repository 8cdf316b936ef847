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
  ordinalList: lazyBlock(() => import('./ordinal-list.tsx').then((module) => module.OrdinalList)),
  accordion: Accordion,
  accordionGroup: AccordionGroup,
  toggleSection: lazyBlock(() => import('./toggle-section.tsx').then((module) => module.ToggleSection)),
  toggleSwitch: lazyBlock(() => import('./toggle-switch.tsx').then((module) => module.ToggleSwitch)),
  // blocks of a few pages only load when a page uses them
  reviews: lazyBlock(() => import('./reviews.tsx').then((module) => module.Reviews)),
  services: lazyBlock(() => import('./services.tsx').then((module) => module.Services)),
  map: lazyBlock(() => import('./map-section.tsx').then((module) => module.MapSection), '4rem'),
  newsCard: lazyBlock(() => import('./news-card.tsx').then((module) => module.NewsCard)),
  articles: lazyBlock(() => import('./articles.tsx').then((module) => module.Articles)),
  imageFrame: ImageFrame,
  contactCard: lazyBlock(() => import('./contact-card.tsx').then((module) => module.ContactCard), '16rem'),
  formFields: lazyBlock(() => import('./form-fields.tsx').then((module) => module.FormFields), '20rem'),
  priceRows: lazyBlock(() => import('./price-rows.tsx').then((module) => module.PriceRows)),
  // the anket's page only; the form's own chunk is fetched alongside, not after, the block's
  anketForm: lazyBlock(() => {
    import('../forms/anket-form.tsx').catch(() => undefined);
    return import('./anket-form-block.tsx').then((module) => module.AnketFormBlock);
  }),
  timer: lazyBlock(() => import('./timer.tsx').then((module) => module.Timer), '4rem'),
  verifiedBadge: lazyBlock(() => import('./verified-badge.tsx').then((module) => module.VerifiedBadgeBlock), '2rem'),
  pagination: lazyBlock(() => import('./pagination.tsx').then((module) => module.Pagination), '3rem'),
  card: lazyBlock(() => import('./card.tsx').then((module) => module.Card)),
  cardGroup: lazyBlock(() => import('./card-group.tsx').then((module) => module.CardGroup)),
} satisfies Partial<BlockRegistry>;

/**
 * The block registry the app passes down (BlockRegistryContext): every node type of the AST with
 * its component — one without does not compile.
 */
export const blockRegistry = { ...markdownBlocks, ...contentBlocks } satisfies BlockRegistry;
