import type { Token } from 'markdown-it';
import type { InlineNode } from './schema/ast.ts';
import type { PageContext } from './page-context.ts';
import { classifyHref, decodeNonAscii } from './classify-href.ts';
import { plainText } from './shared/plain-text.ts';
import { nonBreakingNumbers } from './number-spaces.ts';
import { findRawHtml } from './find-raw-html.ts';

export { plainText };

/** inline marks inside one another; real text needs three or four */
export const MAX_INLINE_DEPTH = 20;

type Container = { node: { children: InlineNode[] } | undefined; children: InlineNode[] };

/**
 * Turns the children of one markdown-it inline token into AST inline nodes, reporting unsafe or
 * broken links and images at their own line. `map` is the 0-based [start, end) of the block.
 */
export function transformInline(token: Token, context: PageContext): InlineNode[] {
  const map = token.map ?? [0, 0];
  const cursor = { line: map[0] + 1, column: 1 };
  const lastLine = Math.max(map[1], map[0] + 1);
  const root: Container = { node: undefined, children: [] };
  const stack: Container[] = [root];
  const top = () => stack[stack.length - 1]!;
  const push = (node: InlineNode) => {
    const siblings = top().children;
    const previous = siblings[siblings.length - 1];
    if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
    else siblings.push(node);
  };
  let tooDeepReported = false;
  const open = (node: { children: InlineNode[] } & InlineNode) => {
    // markdown-it pairs any number of "*" into nested emphasis: past the limit the marks are
    // dropped and their text kept, so no page nests thousands of nodes deep
    if (stack.length > MAX_INLINE_DEPTH) {
      if (!tooDeepReported) {
        context.report('nesting-too-deep', { where: 'inline', limit: MAX_INLINE_DEPTH }, map[0] + 1);
        tooDeepReported = true;
      }
      openTransparent();
      return;
    }
    push(node);
    stack.push({ node, children: node.children });
  };
  /** a link that was refused: its text stays, as plain inline content */
  const openTransparent = () => stack.push({ node: undefined, children: [] });
  const close = () => {
    const closed = stack.pop()!;
    if (closed.node === undefined) for (const child of closed.children) push(child);
  };
  /** markdown-it gives inline tokens no position: find the URL in the source, as written or decoded */
  const where = (href: string) => {
    const candidates = [href, safeDecode(href), href.replace(/%25/g, '%')];
    let needle = href;
    let found: { line: number; column: number } | undefined;
    for (const candidate of candidates) {
      found = context.locate(candidate, cursor, lastLine);
      if (found !== undefined) {
        needle = candidate;
        break;
      }
    }
    if (found === undefined) return { line: cursor.line, column: undefined };
    cursor.line = found.line;
    cursor.column = found.column + needle.length;
    return found;
  };

  const reportHtml = rawHtmlReporter(context, map[0] + 1, lastLine);
  for (const child of token.children ?? []) {
    switch (child.type) {
      case 'text':
        reportHtml(child.content);
        push({ type: 'text', value: nonBreakingNumbers(child.content) });
        break;
      case 'softbreak':
        push({ type: 'text', value: '\n' });
        break;
      case 'hardbreak':
        push({ type: 'break' });
        break;
      case 'code_inline':
        push({ type: 'inlineCode', value: child.content });
        break;
      case 'strong_open':
        open({ type: 'strong', children: [] });
        break;
      case 'em_open':
        open({ type: 'emphasis', children: [] });
        break;
      case 's_open':
        open({ type: 'strikethrough', children: [] });
        break;
      case 'strong_close':
      case 'em_close':
      case 's_close':
      case 'link_close':
        close();
        break;
      case 'link_open': {
        const href = decodeNonAscii(attribute(child, 'href') ?? '');
        const title = attribute(child, 'title');
        const position = where(href);
        const target = classifyHref(href, false, context, position);
        if (target.kind === 'callback') open({ type: 'callbackLink', children: [] });
        else if (target.kind === 'refused') openTransparent();
        else open({ type: 'link', href: target.href, internal: target.internal, ...(title ? { title } : {}), children: [] });
        break;
      }
      case 'image': {
        const src = decodeNonAscii(attribute(child, 'src') ?? '');
        const position = where(src);
        const alt = plainText(transformInline(child, context));
        const title = attribute(child, 'title');
        const target = classifyHref(src, true, context, position);
        if (alt.trim() === '') {
          context.report('image-alt-missing', { src }, position.line, position.column);
        }
        if (target.kind === 'ok') push({ type: 'image', src: target.href, alt, ...(title ? { title } : {}) });
        break;
      }
      default:
        // html_inline never occurs (html is off: a tag stays text, see rawHtmlReporter); anything else is plain text
        if (child.content) push({ type: 'text', value: child.content });
    }
  }
  while (stack.length > 1) close();
  return root.children;
}

/**
 * Warns about raw HTML in the text of one block, once per kind of replacement (a `<table>` and its
 * dozens of `<td>` are one warning), at the tag's own line and column. Text that only decodes to a
 * tag (`&lt;b&gt;`, `\<b>`) comes as "text_special" tokens and is never scanned; a tag inside a
 * code span on the same line is skipped when looking for the text's own.
 */
function rawHtmlReporter(context: PageContext, firstLine: number, lastLine: number): (text: string) => void {
  const cursor = { line: firstLine, column: 1 };
  const reported = new Set<string>();
  return (text) => {
    for (const raw of findRawHtml(text)) {
      let found = context.locate(raw.source, cursor, lastLine);
      while (found !== undefined && insideCodeSpan(context.lineText(found.line), found.column)) {
        found = context.locate(raw.source, { line: found.line, column: found.column + 1 }, lastLine);
      }
      if (found === undefined) continue;
      cursor.line = found.line;
      cursor.column = found.column + raw.source.length;
      const key = raw.alternative ?? raw.tag;
      if (reported.has(key)) continue;
      reported.add(key);
      context.report('html-unsupported', { html: raw.html, alternative: raw.alternative }, found.line, found.column);
    }
  };
}

/** whether a 1-based column of a line falls inside a `code span` */
function insideCodeSpan(line: string, column: number): boolean {
  for (const span of line.matchAll(/(`+)[^`][\s\S]*?\1/g)) {
    if (column > span.index && column <= span.index + span[0].length) return true;
  }
  return false;
}

function attribute(token: Token, name: string): string | undefined {
  const value = token.attrGet(name);
  return value === null || value === '' ? undefined : String(value);
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
