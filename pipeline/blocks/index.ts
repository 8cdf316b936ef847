import type { BlockDefinition } from './define-block.ts';
import { accordionGroupBlock } from './accordion-group.ts';
import { accordionBlock } from './accordion.ts';
import { anketFormBlock } from './anket-form.ts';
import { articlesBlock } from './articles.ts';
import { calloutBlock } from './callout.ts';
import { cardGroupBlock } from './card-group.ts';
import { cardBlock } from './card.ts';
import { contactCardBlock } from './contact-card.ts';
import { formFieldsBlock } from './form-fields.ts';
import { imageFrameBlock } from './image-frame.ts';
import { mapBlock } from './map.ts';
import { newsCardBlock } from './news-card.ts';
import { newsLatestBlock, newsListBlock } from './news.ts';
import { ordinalListBlock } from './ordinal-list.ts';
import { paginationBlock } from './pagination.ts';
import { priceRowsBlock } from './price-rows.ts';
import { reviewsBlock } from './reviews.ts';
import { servicesBlock } from './services.ts';
import { stepsBlock } from './steps.ts';
import { timerBlock } from './timer.ts';
import { toggleSectionBlock } from './toggle-section.ts';
import { toggleSwitchBlock } from './toggle-switch.ts';
import { verifiedBadgeBlock } from './verified-badge.ts';
import { staffBlock } from './staff.ts';
import { organizationInfoBlock } from './organization-info.ts';
import { licenceInfoBlock } from './licence-info.ts';
import { supervisorsBlock } from './supervisors.ts';
import { freeCareBlock } from './free-care.ts';
import { patientInfoBlock } from './patient-info.ts';
import { vacanciesBlock } from './vacancies.ts';

/** every content block of spec §2.13 and the blocks of the clinic's data, as editors write them */
export const BLOCKS = [
  calloutBlock,
  stepsBlock,
  accordionBlock,
  accordionGroupBlock,
  toggleSectionBlock,
  toggleSwitchBlock,
  reviewsBlock,
  servicesBlock,
  mapBlock,
  newsCardBlock,
  // the news collection (content/pages/news/) as cards
  newsListBlock,
  newsLatestBlock,
  articlesBlock,
  imageFrameBlock,
  contactCardBlock,
  formFieldsBlock,
  priceRowsBlock,
  anketFormBlock,
  timerBlock,
  verifiedBadgeBlock,
  paginationBlock,
  cardBlock,
  cardGroupBlock,
  ordinalListBlock,
  // the clinic's data (content/data/): what the law asks its site to publish
  staffBlock,
  organizationInfoBlock,
  licenceInfoBlock,
  supervisorsBlock,
  freeCareBlock,
  patientInfoBlock,
  vacanciesBlock,
] as unknown as readonly BlockDefinition<Record<string, unknown>, unknown>[];

/** container name → its definition */
export const BLOCKS_BY_NAME: ReadonlyMap<string, BlockDefinition<Record<string, unknown>, unknown>> = new Map(
  BLOCKS.flatMap((block) => block.names.map((name) => [name, block] as const)),
);
