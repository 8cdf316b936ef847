import { contactCardSchema } from '../../common/schema/content-items.ts';
import type { ContactCardVariant } from '../../common/schema/ast.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

const VARIANT_BY_NAME: Record<string, ContactCardVariant> = {
  'contact-card': 'card',
  'contact-info': 'info',
  'price-contact-info': 'price',
};

/** ContactCard, ContactInfo and PriceContactInfo: one card, three layouts */
export const contactCardBlock = defineBlock({
  names: Object.keys(VARIANT_BY_NAME),
  title: 'none',
  content: 'yaml',
  attributes: noAttributes,
  body: contactCardSchema,
  example: `::: contact-card
title: Клиника
organization: Неврологическая клиника
address: Молдавская улица 50, Искитим, Новосибирская область
schedule:
  - Пн–Пт 9:00–18:00
href: /contacts
:::`,
  build: ({ name, body }) => ({ type: 'contactCard', variant: VARIANT_BY_NAME[name]!, card: body }),
});
