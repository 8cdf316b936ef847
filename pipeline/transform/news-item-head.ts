import type { BlockNode } from '../../common/schema/ast.ts';
import type { Frontmatter } from '../../common/schema/frontmatter.ts';
import { formatRussianDate } from '../../common/text/russian-date.ts';
import type { PageContext } from './page-context.ts';

/**
 * A news item's page opens with its day and its picture — its frontmatter's `date` and `picture`,
 * which its card on /news shows —: the day as the card writes it, the picture in the frame of the
 * image block, measured as the block's pictures are, unless the text already shows that picture.
 * Written into the page's content by the pipeline, so the site's first load carries no code for it.
 */
export function withNewsItemHead(ast: BlockNode[], frontmatter: Frontmatter | undefined, context: PageContext): BlockNode[] {
  const { date, picture } = (frontmatter ?? {}) as { date?: unknown; picture?: { src: string; alt: string } };
  if (typeof date !== 'string' || picture === undefined) return ast;
  const head: BlockNode[] = [{ type: 'paragraph', children: [{ type: 'text', value: formatRussianDate(date) }] }];
  if (!context.imageNodes.some((node) => (node as { src?: unknown }).src === picture.src)) {
    const frame: BlockNode = { type: 'imageFrame', src: picture.src, alt: picture.alt };
    context.imageNodes.push(frame);
    head.push(frame);
  }
  return [...head, ...ast];
}
