import type { Token } from 'markdown-it';
import type { BlockNode } from '../../common/schema/ast.ts';
import type { PageContext } from './page-context.ts';
import { BLOCKS, BLOCKS_BY_NAME } from '../blocks/index.ts';
import { parseYaml } from '../read/parse-yaml.ts';
import { fieldsAt } from '../read/schema-fields.ts';
import { nonBreakingNumbersIn } from '../shared/number-spaces.ts';
import { issueInfo } from '../messages/issue.ts';
import { parseBlockInfo } from './parse-block-info.ts';
import { transformBlocks } from './transform-blocks.ts';
import { collectDataReferences } from './collect-data-references.ts';
import { closestName } from '../messages/closest-name.ts';
import { IMAGE_NODE_TYPES } from './annotate-image-sizes.ts';
import { noAttributes } from '../blocks/attribute-types.ts';
import { sameTitle } from './same-title.ts';
import { classifyHref } from './classify-href.ts';

const KNOWN_NAMES = BLOCKS.flatMap((block) => [...block.names]);

/** One `::: name` container [open, close] → the block's AST node, or undefined after reporting why. */
export function transformContainer(tokens: Token[], open: number, close: number, context: PageContext): BlockNode | readonly BlockNode[] | undefined {
  const token = tokens[open]!;
  const [startLine, endLine] = token.map!;
  const line = startLine + 1;
  const info = parseBlockInfo(token.info);
  const fence = token.markup;
  // read before the block's own markdown, whose headings come after its title
  const headingAbove = context.lastHeading;

  if (!(token.meta as { closed?: boolean } | null)?.closed) {
    context.report('block-unclosed', { fence, name: info.name, end: endLine >= context.lineCount - 1 ? 'file' : 'block' }, line);
  }

  const definition = BLOCKS_BY_NAME.get(info.name);
  if (definition === undefined) {
    const suggestion = closestName(info.name, KNOWN_NAMES);
    context.report('block-unknown', { name: info.name, suggestion, known: KNOWN_NAMES }, line);
    return undefined;
  }

  let valid = true;
  if (definition.title === 'required' && info.title === undefined) {
    context.report('block-title-missing', { fence, name: info.name }, line);
    valid = false;
  }
  if (definition.title === 'none' && info.title !== undefined) {
    context.report('block-attribute-invalid', { name: info.name, problem: 'title', title: info.title }, line);
    valid = false;
  }
  if (info.attributeError !== undefined) {
    context.report('block-attribute-invalid', { name: info.name, problem: 'syntax', found: info.attributeError }, line);
    valid = false;
  }
  // any block may say it holds a sample the clinic must replace: {sample="настоящие отзывы"}
  const { sample, ...blockAttributes } = info.attributes;
  if (sample === true) {
    context.report('block-attribute-invalid', { name: info.name, problem: 'bare-sample' }, line);
    valid = false;
  } else if (sample !== undefined) context.samples.push({ what: sample, file: context.file, line, topic: definition.topic ?? 'тексты страниц', kind: 'send' });
  // most blocks take no attributes and are given none: what zod's strict empty object answers, without it
  const attributes =
    definition.attributes === noAttributes && Object.keys(blockAttributes).length === 0
      ? ({ success: true, data: {} } as const)
      : definition.attributes.safeParse(blockAttributes, { reportInput: true });
  if (!attributes.success) {
    for (const issue of attributes.error.issues) {
      const known = issue.code === 'unrecognized_keys' ? fieldsAt(definition.attributes, issue.path) : undefined;
      context.report('block-attribute-invalid', { name: info.name, problem: 'issue', issue: issueInfo(issue, known) }, line);
    }
    valid = false;
  }

  let body: unknown;
  let children: BlockNode[] = [];
  if (definition.content === 'markdown') {
    children = transformBlocks(tokens, open + 1, close, context);
  } else if (definition.content === 'yaml') {
    const bodyStart = startLine + 1;
    const bodyEnd = endLine;
    const indent = /^\s*/.exec(context.lineText(line))![0].length;
    const text = Array.from({ length: Math.max(0, bodyEnd - bodyStart) }, (_, offset) => context.lineText(bodyStart + offset + 1).slice(indent)).join('\n');
    const parsed =
      definition.emptyBody === 'allowed' && text.trim() === ''
        ? ({ ok: true, value: undefined } as const)
        : parseYaml(text, definition.body!, { line: bodyStart, column: indent });
    if (parsed.ok) {
      body = nonBreakingNumbersIn(collectDataReferences(parsed.value, context, bodyStart + 1, bodyEnd));
    } else {
      for (const problem of parsed.problems) {
        if (problem.kind === 'syntax') context.report('block-body-yaml', { name: info.name, yaml: problem.yaml }, problem.line, problem.column);
        else context.report('block-body-invalid', { name: info.name, issue: problem.issue }, problem.line, problem.column);
      }
      valid = false;
    }
  } else if (close > open + 1) {
    const inner = tokens[open + 1]!;
    context.report('block-content-invalid', { name: info.name, problem: 'not-empty', fence }, (inner.map?.[0] ?? startLine) + 1);
    valid = false;
  }

  if (!valid) return undefined;
  const title = definition.title === 'optional' ? titleBelowItsHeading(info.title, headingAbove, { fence, name: info.name, line }, context) : info.title;
  // URL-valued attributes ({href=…}) go through the same classification, /docs rewriting and
  // cross-page check as markdown links and YAML bodies
  const checkedAttributes = collectDataReferences(attributes.data!, context, line, line);
  const built = definition.build({
    name: info.name,
    title,
    attributes: checkedAttributes,
    body,
    children,
    lineOf: (node) => context.nodeLines.get(node) ?? line,
    report: (code, params, at) => context.report(code, params, at ?? line),
    data: (key) => context.useData(key, info.name, line),
    fact: (name) => context.facts.get(name) ?? name,
    launchItem: (item) => context.samples.push({ ...item, file: context.file }),
    lineWith: (text) => context.locate(text, { line, column: 1 }, endLine + 1)?.line ?? line,
    picture: (src, alt, shownIn) => {
      const image = { type: 'image' as const, src, alt, ...(shownIn === undefined ? {} : { shownIn }) };
      context.imageNodes.push(image);
      return image;
    },
    heading: (level, text) => {
      const { id } = context.allocateHeadingId(text);
      context.headings.push({ id, text, level, href: `#${id}` });
      context.lastHeading = { text, line };
      return { type: 'heading', level, id, children: [{ type: 'text', value: text }] };
    },
    link: (route) => {
      const target = classifyHref(route, false, context, { line, column: undefined });
      return target.kind === 'ok' ? target.href : route;
    },
  });
  for (const node of built === undefined ? [] : Array.isArray(built) ? (built as readonly BlockNode[]) : [built as BlockNode]) {
    if (IMAGE_NODE_TYPES.has(node.type)) context.imageNodes.push(node);
  }
  return built;
}

/**
 * A block's optional title, unless it repeats the heading the block sits under (or the page's
 * title, above the first heading): a visitor would read the same words twice in a row
 * («Диагностика» as the section's heading and again as its price list's title), so it is left out
 * and the editor told.
 */
function titleBelowItsHeading(
  title: string | undefined,
  heading: PageContext['lastHeading'],
  block: { fence: string; name: string; line: number },
  context: PageContext,
): string | undefined {
  if (title === undefined) return undefined;
  const above = heading?.text ?? context.pageTitle;
  if (above === undefined || !sameTitle(title, above)) return title;
  const where = heading === undefined ? ({ above: 'page-title' } as const) : ({ above: 'heading', line: heading.line } as const);
  context.report('block-title-repeats-heading', { fence: block.fence, name: block.name, title, ...where }, block.line);
  return undefined;
}
