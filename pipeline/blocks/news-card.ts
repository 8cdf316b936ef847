import { newsCardSchema } from '../../common/schema/content-items.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

export const newsCardBlock = defineBlock({
  names: ['news-card'],
  title: 'none',
  content: 'yaml',
  attributes: noAttributes,
  body: newsCardSchema,
  example: `::: news-card
image: /images/news/nomination-2011.webp
imageAlt: Врач клиники на церемонии награждения
date: 2011-12-20
title: Номинация «Врач года 2011»
description: Главный врач клиники стал номинантом премии.
href: /news/nomination-2011
:::`,
  build: ({ body }) => ({ type: 'newsCard', ...body }),
});
