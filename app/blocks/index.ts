import type { BlockRegistry } from '../page/registry.ts';
import { Accordion } from './accordion.tsx';
import { AccordionGroup } from './accordion-group.tsx';
import { AnketForm } from './anket-form.tsx';
import { Articles } from './articles.tsx';
import { Callout } from './callout.tsx';
import { Card } from './card.tsx';
import { CardGroup } from './card-group.tsx';
import { ContactCard } from './contact-card.tsx';
import { FormFields } from './form-fields.tsx';
import { ImageFrame } from './image-frame.tsx';
import { MapSection } from './map-section.tsx';
import { NewsCard } from './news-card.tsx';
import { OrdinalList } from './ordinal-list.tsx';
import { Pagination } from './pagination.tsx';
import { PriceRows } from './price-rows.tsx';
import { Reviews } from './reviews.tsx';
import { Services } from './services.tsx';
import { Steps } from './steps.tsx';
import { Timer } from './timer.tsx';
import { ToggleSection } from './toggle-section.tsx';
import { ToggleSwitch } from './toggle-switch.tsx';
import { VerifiedBadgeBlock } from './verified-badge.tsx';

/** the content blocks of spec §2.13, one component per AST node type */
export const contentBlocks: BlockRegistry = {
  callout: Callout,
  steps: Steps,
  ordinalList: OrdinalList,
  accordion: Accordion,
  accordionGroup: AccordionGroup,
  toggleSection: ToggleSection,
  toggleSwitch: ToggleSwitch,
  reviews: Reviews,
  services: Services,
  map: MapSection,
  newsCard: NewsCard,
  articles: Articles,
  imageFrame: ImageFrame,
  contactCard: ContactCard,
  formFields: FormFields,
  priceRows: PriceRows,
  anketForm: AnketForm,
  timer: Timer,
  verifiedBadge: VerifiedBadgeBlock,
  pagination: Pagination,
  card: Card,
  cardGroup: CardGroup,
};
