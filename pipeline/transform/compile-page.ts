import { createHash } from 'node:crypto';
import type { Frontmatter } from '../../common/schema/frontmatter.ts';
import type { Markdown, MarkdownEnv } from './markdown.ts';
import { PageContext } from './page-context.ts';
import { splitFrontmatter } from '../read/split-frontmatter.ts';
import { withNewsItemHead } from './news-item-head.ts';
import { transformBlocks } from './transform-blocks.ts';
import { substituteFacts } from '../read/substitute-facts.ts';
import type { CompiledPage } from '../shared/compiled-page.ts';
import { NO_CLINIC_DATA, type ClinicData } from '../read/load-clinic-data.ts';
import { classifyHref } from './classify-href.ts';
import { licensedServiceItems } from '../read/licensed-services.ts';
import { missingRoleItems } from '../read/staff-roles.ts';

/** a size no real page reaches (the longest is a few dozen KB); a 10 MB page takes seconds and GBs */
export const PAGE_SIZE_WARNING_BYTES = 1_000_000;

/**
 * One markdown file → its AST, headings, problems and the references to check across pages.
 * `facts` are the texts a page may use by name (`{{phone}}`); an empty map knows no name. `data` is
 * the clinic's data its blocks may show (content/data/).
 */
export function compilePage(
  file: string,
  original: string,
  md: Markdown,
  facts: ReadonlyMap<string, string> = new Map(),
  data: ClinicData = NO_CLINIC_DATA,
): CompiledPage {
  const substituted = substituteFacts(file, original, facts);
  const source = substituted.text;
  const { frontmatter, body, diagnostics, samples } = splitFrontmatter(file, source);
  const context = new PageContext(file, body, facts, data);
  context.pageTitle = frontmatter?.title;
  context.diagnostics.push(...substituted.diagnostics, ...diagnostics);
  context.samples.push(...samples);
  if (frontmatter !== undefined) {
    checkFrontmatterPicture(frontmatter, source, context);
    const lines = source.split('\n');
    const services = licensedServiceItems(file, frontmatter, lines, data.values.licence?.works);
    // the items depend on the licence's works and the staff: their digests join the page's hash
    if (frontmatter.services !== undefined || services.length > 0) context.usedData.add('licence');
    if (frontmatter.roles !== undefined) context.usedData.add('staff');
    const positions = data.values.staff?.map((member) => member.position) ?? (data.broken.includes('staff') ? undefined : []);
    context.samples.push(...services, ...missingRoleItems(file, frontmatter, lines, positions));
  }
  const bytes = Buffer.byteLength(source);
  if (bytes > PAGE_SIZE_WARNING_BYTES) {
    context.report('page-too-large', { megabytes: (bytes / 1_000_000).toFixed(1), limit: PAGE_SIZE_WARNING_BYTES / 1_000_000 }, 1);
  }
  const env: MarkdownEnv = {};
  const tokens = md.parse(body, env);
  if (env.nestingTooDeepLine !== undefined) {
    context.report('nesting-too-deep', { where: 'blocks', limit: md.options.maxNesting }, env.nestingTooDeepLine + 1);
  }
  const ast = withNewsItemHead(transformBlocks(tokens, 0, tokens.length, context), frontmatter, context);
  // the source with its facts, and the data its blocks showed, decide everything the page shows:
  // hashing them is enough (and cheaper than the AST)
  const hashed = createHash('sha256').update(source);
  for (const key of [...context.usedData].sort()) hashed.update(`\0${key}:${data.digests[key] ?? ''}`);
  const hash = hashed.digest('hex').slice(0, 16);
  // a line with an unknown fact says only that: the name left in place (a link to "{{phon}}")
  // would otherwise be reported again as whatever it breaks
  const unresolved = substituted.unresolvedLines;
  const reported = (
    unresolved.size === 0
      ? context.diagnostics
      : context.diagnostics.filter((diagnostic) => diagnostic.code === 'fact-unknown' || !unresolved.has(diagnostic.line))
  ).map((diagnostic) =>
    diagnostic.column === undefined || diagnostic.code === 'fact-unknown'
      ? diagnostic
      : { ...diagnostic, column: substituted.originalColumn(diagnostic.line, diagnostic.column) },
  );
  return {
    file,
    frontmatter,
    ast,
    headings: context.headings,
    hash,
    diagnostics: reported,
    references: context.references,
    imageNodes: context.imageNodes,
    samples: context.samples,
  };
}

/** a news item's picture (frontmatter `picture.src`) is checked like a picture of its page, at its line */
function checkFrontmatterPicture(frontmatter: Frontmatter, source: string, context: PageContext): void {
  const src = (frontmatter as { picture?: { src: string } }).picture?.src;
  if (src === undefined) return;
  const lines = source.split('\n');
  const index = lines.findIndex((text) => /^\s*src\s*:/.test(text) && text.includes(src));
  classifyHref(src, true, context, index === -1 ? { line: 1, column: undefined } : { line: index + 1, column: lines[index]!.indexOf(src) + 1 });
}
