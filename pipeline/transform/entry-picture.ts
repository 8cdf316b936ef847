import type { BlockNode } from '../../common/schema/ast.ts';
import type { Frontmatter } from '../../common/schema/frontmatter.ts';
import type { PageContext } from './page-context.ts';

/**
 * A news item's picture (its frontmatter `picture`, the one its card shows on /news) opens its
 * page, in the frame of the image block, measured as the block's pictures are — unless the text
 * already shows that picture, which would then be seen twice.
 */
export function withEntryPicture(ast: BlockNode[], frontmatter: Frontmatter | undefined, context: PageContext): BlockNode[] {
  const picture = (frontmatter as { picture?: { src: string; alt: string } } | undefined)?.picture;
  if (picture === undefined) return ast;
  const shown = context.imageNodes.some((node) => (node as { src?: unknown }).src === picture.src);
  if (shown) return ast;
  const frame: BlockNode = { type: 'imageFrame', src: picture.src, alt: picture.alt };
  context.imageNodes.push(frame);
  return [frame, ...ast];
}
