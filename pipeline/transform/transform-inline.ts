import type { Token } from 'markdown-it';
import type { InlineNode } from '../../common/schema/ast.ts';
import type { PageContext } from './page-context.ts';
import { classifyHref, decodeNonAscii } from './classify-href.ts';
import { plainText } from '../../common/schema/plain-text.ts';
import { findRawHtml } from './find-raw-html.ts';
import { findTypography } from './find-typography.ts';
import { nonBreakingNumbers } from '../shared/number-spaces.ts';

export { plainText };

/** inline marks inside one another; real text needs three or four */
const MAX_INLINE_DEPTH = 20;

type Container = { node: { children: InlineNode[] } | undefined; children: InlineNode[] };

/**
 * Turns the children of one markdown-it inline token into AST inline nodes, reporting unsafe or
 * broken links and images at their own line. `map` is the 0-based [start, end) of the block.
 */
export function transformInline(token: Token, context: PageContext): InlineNode[] {
  return new InlineTransform(token, context).run(token.children ?? []);
}

/**
 * The state of one inline token's transform. A class, not closures: a page has thousands of inline
 * tokens, and closures made per call cost (tsx names each one as it is made).
 */
class InlineTransform {
  private readonly map: readonly [number, number];
  private readonly cursor: { line: number; column: number };
  private readonly lastLine: number;
  private readonly root: Container = { node: undefined, children: [] };
  private readonly stack: Container[] = [this.root];
  private tooDeepReported = false;
  /** made at the first text that may hold a tag (every tag starts with "<") */
  private html: RawHtmlReporter | undefined;
  /** made at the first text that may hold a straight quote or an abbreviated rouble */
  private typography: TypographyReporter | undefined;

  constructor(
    token: Token,
    private readonly context: PageContext,
  ) {
    const map = token.map ?? [0, 0];
    this.map = [map[0], map[1]];
    this.cursor = { line: map[0] + 1, column: 1 };
    this.lastLine = Math.max(map[1], map[0] + 1);
  }

  run(children: readonly Token[]): InlineNode[] {
    const { context } = this;
    for (const child of children) {
      switch (child.type) {
        case 'text':
          if (child.content.includes('<')) (this.html ??= new RawHtmlReporter(context, this.map[0] + 1, this.lastLine)).report(child.content);
          if (MAY_SLIP.test(child.content)) (this.typography ??= new TypographyReporter(context, this.map[0] + 1, this.lastLine)).report(child.content);
          this.push({ type: 'text', value: nonBreakingNumbers(child.content) });
          break;
        case 'softbreak':
          this.push({ type: 'text', value: '\n' });
          break;
        case 'hardbreak':
          this.push({ type: 'break' });
          break;
        case 'code_inline':
          this.push({ type: 'inlineCode', value: child.content });
          break;
        case 'strong_open':
          this.open({ type: 'strong', children: [] });
          break;
        case 'em_open':
          this.open({ type: 'emphasis', children: [] });
          break;
        case 's_open':
          this.open({ type: 'strikethrough', children: [] });
          break;
        case 'strong_close':
        case 'em_close':
        case 's_close':
        case 'link_close':
          this.close();
          break;
        case 'link_open': {
          const href = decodeNonAscii(attribute(child, 'href') ?? '');
          const title = attribute(child, 'title');
          const position = this.where(href);
          const target = classifyHref(href, false, context, position);
          if (target.kind === 'callback') this.open({ type: 'callbackLink', children: [] });
          else if (target.kind === 'refused') this.openTransparent();
          else this.open({ type: 'link', href: target.href, internal: target.internal, ...(title ? { title } : {}), children: [] });
          break;
        }
        case 'image': {
          const src = decodeNonAscii(attribute(child, 'src') ?? '');
          const position = this.where(src);
          const alt = plainText(transformInline(child, context));
          const title = attribute(child, 'title');
          const target = classifyHref(src, true, context, position);
          if (alt.trim() === '') {
            context.report('image-alt-missing', { src }, position.line, position.column);
          }
          if (target.kind === 'ok') {
            const image: InlineNode = { type: 'image', src: target.href, alt, ...(title ? { title } : {}) };
            context.imageNodes.push(image);
            this.push(image);
          }
          break;
        }
        default:
          // html_inline never occurs (html is off: a tag stays text, see RawHtmlReporter); anything else is plain text
          if (child.content) this.push({ type: 'text', value: child.content });
      }
    }
    while (this.stack.length > 1) this.close();
    return this.root.children;
  }

  private push(node: InlineNode): void {
    const siblings = this.stack[this.stack.length - 1]!.children;
    const previous = siblings[siblings.length - 1];
    if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
    else siblings.push(node);
  }

  private open(node: { children: InlineNode[] } & InlineNode): void {
    // markdown-it pairs any number of "*" into nested emphasis: past the limit the marks are
    // dropped and their text kept, so no page nests thousands of nodes deep
    if (this.stack.length > MAX_INLINE_DEPTH) {
      if (!this.tooDeepReported) {
        this.context.report('nesting-too-deep', { where: 'inline', limit: MAX_INLINE_DEPTH }, this.map[0] + 1);
        this.tooDeepReported = true;
      }
      this.openTransparent();
      return;
    }
    this.push(node);
    this.stack.push({ node, children: node.children });
  }

  /** a link that was refused: its text stays, as plain inline content */
  private openTransparent(): void {
    this.stack.push({ node: undefined, children: [] });
  }

  private close(): void {
    const closed = this.stack.pop()!;
    if (closed.node === undefined) for (const child of closed.children) this.push(child);
  }

  /** markdown-it gives inline tokens no position: find the URL in the source, as written or decoded */
  private where(href: string): { line: number; column: number | undefined } {
    const { cursor } = this;
    const candidates = [href, safeDecode(href), href.replace(/%25/g, '%')];
    let needle = href;
    let found: { line: number; column: number } | undefined;
    for (const candidate of candidates) {
      found = this.context.locate(candidate, cursor, this.lastLine);
      if (found !== undefined) {
        needle = candidate;
        break;
      }
    }
    if (found === undefined) return { line: cursor.line, column: undefined };
    cursor.line = found.line;
    cursor.column = found.column + needle.length;
    return found;
  }
}

/** the text of one block read in order: each kind of slip is reported once, at its own line and column */
abstract class BlockTextReporter {
  protected readonly cursor: { line: number; column: number };
  private readonly reported = new Set<string>();

  constructor(
    protected readonly context: PageContext,
    firstLine: number,
    private readonly lastLine: number,
  ) {
    this.cursor = { line: firstLine, column: 1 };
  }

  abstract report(text: string): void;

  /** where `source` next stands in the page from the cursor on, skipping where a `code span` holds it */
  protected locate(source: string): { line: number; column: number } | undefined {
    let found = this.context.locate(source, this.cursor, this.lastLine);
    while (found !== undefined && insideCodeSpan(this.context.lineText(found.line), found.column)) {
      found = this.context.locate(source, { line: found.line, column: found.column + 1 }, this.lastLine);
    }
    return found;
  }

  /** whether this kind is seen for the first time in the block (and so is reported) */
  protected isFirst(kind: string): boolean {
    if (this.reported.has(kind)) return false;
    this.reported.add(kind);
    return true;
  }
}

/**
 * Warns about raw HTML in the text of one block, once per kind of replacement (a `<table>` and its
 * dozens of `<td>` are one warning), at the tag's own line and column. Text that only decodes to a
 * tag (`&lt;b&gt;`, `\<b>`) comes as "text_special" tokens and is never scanned; a tag inside a
 * code span on the same line is skipped when looking for the text's own.
 */
class RawHtmlReporter extends BlockTextReporter {
  report(text: string): void {
    for (const raw of findRawHtml(text)) {
      const found = this.locate(raw.source);
      if (found === undefined) continue;
      this.cursor.line = found.line;
      this.cursor.column = found.column + raw.source.length;
      if (!this.isFirst(raw.alternative ?? raw.tag)) continue;
      this.context.report('html-unsupported', { html: raw.html, alternative: raw.alternative }, found.line, found.column);
    }
  }
}

/** a text that may hold a slip of typography (find-typography.ts): most hold none */
const MAY_SLIP = /["рР]/;

/** Warns about a slip of typography in the text of one block, once per kind, at its line and column. */
class TypographyReporter extends BlockTextReporter {
  report(text: string): void {
    for (const slip of findTypography(text)) {
      if (!this.isFirst(slip.problem.problem)) continue;
      const found = this.locate(slip.source);
      this.context.report('typography', slip.problem, found?.line ?? this.cursor.line, found?.column);
    }
  }
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
