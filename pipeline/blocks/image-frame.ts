import { imageFrameSchema } from '../../common/schema/content-items.ts';
import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** an image in a frame that zooms on click */
export const imageFrameBlock = defineBlock({
  names: ['image'],
  title: 'none',
  content: 'yaml',
  attributes: noAttributes,
  body: imageFrameSchema,
  example: `::: image
src: /images/clinic/hall.webp
alt: Холл клиники
caption: Холл на первом этаже
:::`,
  build: ({ body }) => ({ type: 'imageFrame', ...body }),
});
