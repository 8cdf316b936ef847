import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import type { AccordionNode } from '../../common/schema/ast.ts';

/** one open at a time; the outer fence must be longer than the inner ones (`::::`) */
export const accordionGroupBlock = defineBlock({
  names: ['accordion-group'],
  title: 'none',
  content: 'markdown',
  attributes: noAttributes,
  example: `:::: accordion-group
::: accordion Первый вопрос
Ответ.
:::
::: accordion Второй вопрос
Ответ.
:::
::::`,
  build: ({ children, lineOf, report }) => {
    const stranger = children.find((child) => child.type !== 'accordion');
    if (stranger !== undefined) {
      report('block-content-invalid', { name: 'accordion-group', problem: 'only', inner: 'accordion', found: { type: stranger.type } }, lineOf(stranger));
      return undefined;
    }
    if (children.length === 0) {
      report('block-content-invalid', { name: 'accordion-group', problem: 'none', inner: 'accordion' });
      return undefined;
    }
    return { type: 'accordionGroup', items: children as AccordionNode[] };
  },
});
