import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { lines, link, list, phoneLink, strong, text } from './data-nodes.ts';

/** the supervising authorities, each with its address, phone and site (content/data/supervisors.yaml) */
export const supervisorsBlock = defineBlock({
  names: ['supervisors'],
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  topic: 'правовые тексты',
  example: `::: supervisors
:::`,
  build: ({ data }) => {
    const supervisors = data('supervisors');
    if (supervisors === undefined) return undefined;
    return list(
      supervisors.bodies.map((body) =>
        lines([
          [strong(body.name), text(` — ${body.role}.`)],
          [text(`Адрес: ${body.address}.`)],
          [text('Телефон: '), phoneLink(body.phone)],
          [text('Сайт: '), link(body.site, body.site.replace(/^https:\/\//, '').replace(/\/$/, ''))],
        ]),
      ),
    );
  },
});
