import { z } from 'zod';
import { serviceCardSchema } from '../../common/schema/content-items.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** ServicesSection: service cards, the first six shown (spec §2.13) */
export const servicesBlock = defineBlock({
  names: ['services'],
  title: 'optional',
  content: 'yaml',
  attributes: noAttributes,
  body: z.array(serviceCardSchema).min(1),
  example: `::: services Методы лечения
- title: Лечение ДЦП
  description: Комплексная программа для детей с ДЦП.
  href: /services/complex-cerebral-palsy-treatment
  icon: child
  popular: true
:::`,
  build: ({ title, body }) => ({ type: 'services', ...(title === undefined ? {} : { title }), items: body }),
});
