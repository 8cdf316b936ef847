import type { InlineNode } from './ast.ts';

/** the text a screen reader would read for inline nodes: heading ids, labels, the table of contents */
export function plainText(nodes: readonly InlineNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'inlineCode') text += node.value;
    else if (node.type === 'image') text += node.alt;
    else if (node.type === 'break') text += '\n';
    else text += plainText(node.children);
  }
  return text;
}
