import { mapPointSchema } from '../../common/schema/content-items.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** MapSection: the map loads only when the visitor asks for it; zoom 16 (spec §9) */
export const mapBlock = defineBlock({
  names: ['map'],
  title: 'none',
  content: 'yaml',
  attributes: noAttributes,
  body: mapPointSchema,
  example: `::: map
lat: 54.6366
lng: 83.3054
title: Клиника на Молдавской улице, 50
:::`,
  build: ({ body }) => ({ type: 'map', ...body, zoom: 16 }),
});
