import type { BlockNode, ListItemNode } from '../../common/schema/ast.ts';
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
  const [first, ...rest] = children;
  const offender: BlockNode | undefined = first === undefined || first.type !== 'list' || (kind === 'ordered' && !first.ordered) ? first : rest[0];
  if (first !== undefined && offender === undefined && first.type === 'list') return first.items;
  report(
    'block-content-invalid',
    {
      name,
      problem: 'single-list',
      ordered: kind === 'ordered',
      found: offender === undefined ? undefined : { type: offender.type, ...(offender.type === 'list' ? { ordered: offender.ordered } : {}) },
      afterList: offender !== undefined && offender !== first,
    },
    offender === undefined ? undefined : lineOf(offender),
  );
  return undefined;
}
