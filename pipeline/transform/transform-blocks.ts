import MarkdownIt, { type Token } from 'markdown-it';
import type { BlockNode, ListItemNode, TableCellNode } from '../../common/schema/ast.ts';
import type { PageContext } from './page-context.ts';
import { CONTAINER_OPEN } from './markdown.ts';
import { plainText, transformInline } from './transform-inline.ts';
import { transformContainer } from './transform-container.ts';

const { unescapeAll } = new MarkdownIt().utils;

/**
 * Turns markdown-it block tokens [start, end) into AST block nodes. Each branch consumes exactly
 * the tokens of one node and returns the index after them.
 */
export function transformBlocks(tokens: Token[], start: number, end: number, context: PageContext): BlockNode[] {
  const nodes: BlockNode[] = [];
  let index = start;
  while (index < end) {
    const token = tokens[index]!;
    const line = (token.map?.[0] ?? 0) + 1;
    switch (token.type) {
      case 'heading_open': {
        const children = transformInline(tokens[index + 1]!, context);
        const text = plainText(children).trim();
        const level = Number(token.tag.slice(1));
        const { id, empty } = context.allocateHeadingId(text);
        if (empty) {
          context.report('heading-empty', { text, id }, line);
        }
        context.headings.push({ id, text, level, href: `#${id}` });
        context.lastHeading = { text, line };
        emit(nodes, line, context, { type: 'heading', level, id, children });
        index += 3;
        break;
      }
      case 'paragraph_open': {
        const inline = tokens[index + 1]!;
        reportStrayClosers(inline, context);
        emit(nodes, line, context, { type: 'paragraph', children: transformInline(inline, context) });
        index += 3;
        break;
      }
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const close = findClose(tokens, index, end);
        const items: ListItemNode[] = [];
        for (let item = index + 1; item < close;) {
          const itemClose = findClose(tokens, item, close);
          const listItem: ListItemNode = { type: 'listItem', children: transformBlocks(tokens, item + 1, itemClose, context) };
          context.nodeLines.set(listItem, (tokens[item]!.map?.[0] ?? 0) + 1);
          items.push(listItem);
          item = itemClose + 1;
        }
        const ordered = token.type === 'ordered_list_open';
        const startAttribute = token.attrGet('start');
        emit(nodes, line, context, {
          type: 'list',
          ordered,
          ...(ordered && startAttribute !== null ? { start: Number(startAttribute) } : {}),
          tight: isTight(tokens, index, close),
          items,
        });
        index = close + 1;
        break;
      }
      case 'blockquote_open': {
        const close = findClose(tokens, index, end);
        emit(nodes, line, context, { type: 'blockquote', children: transformBlocks(tokens, index + 1, close, context) });
        index = close + 1;
        break;
      }
      case 'fence':
      case 'code_block': {
        // the info string takes backslash escapes and entities like the rest of markdown
        const lang = unescapeAll(token.info).trim().split(/\s+/)[0];
        emit(nodes, line, context, { type: 'code', ...(lang ? { lang } : {}), value: token.content });
        index += 1;
        break;
      }
      case 'hr':
        emit(nodes, line, context, { type: 'thematicBreak' });
        index += 1;
        break;
      case 'table_open': {
        const close = findClose(tokens, index, end);
        emit(nodes, line, context, transformTable(tokens, index, close, context));
        index = close + 1;
        break;
      }
      case CONTAINER_OPEN: {
        const close = findClose(tokens, index, end);
        emit(nodes, line, context, transformContainer(tokens, index, close, context));
        index = close + 1;
        break;
      }
      default:
        // html_block cannot occur with html off; a token type we do not know is a programmer error
        throw new Error(`transformBlocks: unexpected token ${token.type} at ${context.file}:${line}`);
    }
  }
  return nodes;
}

/** adds a built node with its line (a function, not a closure per token: tsx names each closure as it is made) */
function emit(nodes: BlockNode[], line: number, context: PageContext, built: BlockNode | readonly BlockNode[] | undefined): void {
  if (built === undefined) return;
  for (const node of Array.isArray(built) ? (built as readonly BlockNode[]) : [built as BlockNode]) {
    context.nodeLines.set(node, line);
    nodes.push(node);
  }
}

/** the index of the token closing the one at `open`, matched by nesting level */
function findClose(tokens: Token[], open: number, end: number): number {
  const level = tokens[open]!.level;
  for (let index = open + 1; index < end; index++) {
    const token = tokens[index]!;
    if (token.nesting === -1 && token.level === level) return index;
  }
  throw new Error(`findClose: no closing token for ${tokens[open]!.type}`);
}

/** markdown-it hides the paragraphs of tight lists */
function isTight(tokens: Token[], open: number, close: number): boolean {
  const itemLevel = tokens[open]!.level + 2;
  for (let index = open + 1; index < close; index++) {
    const token = tokens[index]!;
    if (token.type === 'paragraph_open' && token.level === itemLevel && !token.hidden) return false;
  }
  return true;
}

/** a `:::` line markdown-it left as text: a closer with no block open (spec of the format) */
function reportStrayClosers(inline: Token, context: PageContext): void {
  const [start, end] = inline.map ?? [0, 0];
  for (let line = start + 1; line <= end; line++) {
    if (/^\s*:{3,}\s*$/.test(context.lineText(line))) {
      context.report('block-stray-closer', {}, line);
    }
  }
}

function transformTable(tokens: Token[], open: number, close: number, context: PageContext): BlockNode {
  const align: ('left' | 'center' | 'right' | null)[] = [];
  const head: TableCellNode[] = [];
  const rows: TableCellNode[][] = [];
  let inBody = false;
  let rowMap: [number, number] | null = null;
  for (let index = open + 1; index < close; index++) {
    const token = tokens[index]!;
    if (token.type === 'tbody_open') inBody = true;
    else if (token.type === 'tr_open') {
      rowMap = token.map;
      if (inBody) rows.push([]);
    } else if (token.type === 'th_open' || token.type === 'td_open') {
      // markdown-it gives a cell's text no lines: its row's, so a link or a slip in it is found at its line
      const inline = tokens[index + 1]!;
      inline.map ??= rowMap;
      const cell: TableCellNode = { type: 'tableCell', children: transformInline(inline, context) };
      if (inBody) rows[rows.length - 1]!.push(cell);
      else {
        head.push(cell);
        const style = String(token.attrGet('style') ?? '');
        align.push((/text-align:(left|center|right)/.exec(style)?.[1] as 'left' | 'center' | 'right' | undefined) ?? null);
      }
      index += 2;
    }
  }
  return { type: 'table', align, head, rows };
}
