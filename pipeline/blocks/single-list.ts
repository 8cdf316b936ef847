import type { BlockNode, ListItemNode } from '../schema/ast.ts';
import type { BlockInput } from './define-block.ts';

/**
 * The items of the one list a block holds (steps, ordinal), or undefined after reporting what was
 * found instead, at the line of the offending node.
 */
export function expectSingleList(
  input: Pick<BlockInput<unknown, unknown>, 'name' | 'children' | 'lineOf' | 'report'>,
  kind: 'ordered' | 'any',
): ListItemNode[] | undefined {
  const { name, children, lineOf, report } = input;
  const expected = kind === 'ordered' ? 'a single ordered list (1. 2. 3.)' : 'a single list';
  const [first, ...rest] = children;
  const offender: BlockNode | undefined =
    first === undefined || first.type !== 'list' || (kind === 'ordered' && !first.ordered) ? first : rest[0];
  if (first !== undefined && offender === undefined && first.type === 'list') return first.items;
  const found =
    offender === undefined
      ? 'nothing'
      : offender === first
        ? describe(offender)
        : `a ${describe(offender)} after the list`;
  report(
    'block-content-invalid',
    `The ${name} block expects its content to be ${expected} but found ${found}.`,
    offender === undefined ? undefined : lineOf(offender),
  );
  return undefined;
}

function describe(node: BlockNode): string {
  if (node.type === 'list') return node.ordered ? 'an ordered list' : 'a bulleted list';
  return `a ${node.type}`;
}
