import { HTML_ALTERNATIVES, type HtmlAlternative } from '../messages/link-messages.ts';

// Raw HTML in a page is never rendered (markdown-it runs with html off and the AST only has text),
// so `<details>` reaches the visitor as the letters "<details>". The editor gets a warning at the
// tag instead, naming the block or markdown that does what the tag was meant to do.

export interface RawHtml {
  /** the tag or comment as written */
  source: string;
  /** the same, shortened for a message */
  html: string;
  /** lowercase element name, or "!--" for a comment */
  tag: string;
  alternative: HtmlAlternative | undefined;
}

/** elements of HTML an editor might paste; other <words> are taken as text meant to be seen */
const HTML_ELEMENTS = new Set([
  ...Object.values(HTML_ALTERNATIVES).flatMap((alternative) => [...alternative.tags]),
  'div',
  'span',
  'p',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'main',
  'center',
  'font',
  'small',
  'big',
  'sub',
  'sup',
  'abbr',
  'cite',
  'code',
  'pre',
  'kbd',
  'dl',
  'dt',
  'dd',
  'script',
  'style',
  'link',
  'meta',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'label',
  'video',
  'audio',
  'source',
  'svg',
  'canvas',
  'ins',
  'q',
  'time',
  'wbr',
  'col',
  'colgroup',
]);

const ALTERNATIVE_OF_TAG = new Map<string, HtmlAlternative>(
  Object.entries(HTML_ALTERNATIVES).flatMap(([key, { tags }]) => tags.map((tag) => [tag, key as HtmlAlternative] as const)),
);

/** an HTML comment, or an opening, closing or self-closing tag (markdown-it's grammar, simplified) */
const HTML_PATTERN = /<!--[\s\S]*?-->|<\/?([A-Za-z][A-Za-z0-9-]*)(?:\s+[^<>]*?)?\s*\/?>/g;

/** the raw HTML in a run of text, in order */
export function findRawHtml(text: string): RawHtml[] {
  const found: RawHtml[] = [];
  for (const match of text.matchAll(HTML_PATTERN)) {
    const tag = match[1]?.toLowerCase() ?? '!--';
    if (tag !== '!--' && !HTML_ELEMENTS.has(tag)) continue;
    const html = match[0].length > 40 ? `${match[0].slice(0, 37)}…` : match[0];
    found.push({ source: match[0], html, tag, alternative: tag === '!--' ? 'comment' : ALTERNATIVE_OF_TAG.get(tag) });
  }
  return found;
}
