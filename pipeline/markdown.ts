import MarkdownIt, { type StateBlock } from 'markdown-it';
import container from 'markdown-it-container';

/** the name markdown-it-container gives the one generic container rule */
export const CONTAINER = 'block';
export const CONTAINER_OPEN = `container_${CONTAINER}_open`;
export const CONTAINER_CLOSE = `container_${CONTAINER}_close`;

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

  const ruler = md.block.ruler;
  const before = ruler.before.bind(ruler);
  ruler.before = (beforeName, ruleName, fn, options) => before(beforeName, ruleName, trackClosing(fn), options);
  md.use(container, CONTAINER, { validate: (params: string) => params.trim() !== '' });
  ruler.before = before;
  return md;
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
