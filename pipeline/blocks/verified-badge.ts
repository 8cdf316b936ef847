import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

const DEFAULT_VERIFIED_LABEL = 'Отзыв проверен';

/** VerifiedBadge: the badge image with its label */
export const verifiedBadgeBlock = defineBlock({
  names: ['verified-badge'],
  title: 'optional',
  content: 'none',
  attributes: noAttributes,
  example: `::: verified-badge Отзывы проверены администрацией клиники
:::`,
  build: ({ title }) => ({ type: 'verifiedBadge', label: title ?? DEFAULT_VERIFIED_LABEL }),
});
