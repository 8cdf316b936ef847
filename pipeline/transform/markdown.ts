import MarkdownIt, { type StateBlock } from 'markdown-it';
import container from 'markdown-it-container';

/** the name markdown-it-container gives the one generic container rule */
const CONTAINER = 'block';
export const CONTAINER_OPEN = `container_${CONTAINER}_open`;

/**
 * The markdown-it the pipeline parses with: raw HTML off (no HTML may reach the browser),
 * every link accepted so the pipeline can report unsafe ones instead of markdown-it dropping
 * them silently, and one container rule for all `::: name` blocks so an unknown name is
 * reported rather than left as text.
 *
 * The open token of each container gets `meta.closed`: markdown-it-container closes an unclosed
 * block silently at the end of its parent, and only its rule knows whether it found a closer.
 */
export function createMarkdown(): Markdown {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.validateLink = () => true;
  // escapes and entities stay tokens of their own ("text_special"), so "\\<b>" and "&lt;b&gt;" are
  // not taken for raw HTML; the AST joins adjacent text anyway
  md.core.ruler.disable('text_join');

  const ruler = md.block.ruler;
  const before = ruler.before.bind(ruler);
  ruler.before = (beforeName, ruleName, fn, options) => before(beforeName, ruleName, trackClosing(fn), options);
  md.use(container, CONTAINER, { validate: (params: string) => params.trim() !== '' });
  ruler.before = before;

  // markdown-it silently drops whatever nests deeper than maxNesting (100 levels: ~100 ">", ~50
  // lists, containers): record the first line it drops so the page can report it
  const tokenize = md.block.tokenize.bind(md.block);
  md.block.tokenize = (state, startLine, endLine) => {
    if (state.level >= md.options.maxNesting) {
      const line = state.skipEmptyLines(startLine);
      const env = state.env as MarkdownEnv;
      if (line < endLine && state.sCount[line]! >= state.blkIndent) env.nestingTooDeepLine ??= line;
    }
    tokenize(state, startLine, endLine);
  };
  return md;
}

/** what a parse reports besides its tokens */
export interface MarkdownEnv {
  [key: string | symbol]: unknown;
  /** 0-based line of the first content markdown-it dropped for nesting too deep */
  nestingTooDeepLine?: number;
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;
export type Markdown = InstanceType<typeof MarkdownIt>;

function trackClosing(rule: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    const tokenCount = state.tokens.length;
    const matched = rule(state, startLine, endLine, silent);
    if (matched && !silent) {
      const open = state.tokens[tokenCount]!;
      // the rule leaves state.line one past the closing fence when it found one
      open.meta = { closed: state.line === open.map![1] + 1 };
    }
    return matched;
  };
}
