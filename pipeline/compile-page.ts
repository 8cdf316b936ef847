import { createHash } from 'node:crypto';
import type { BlockNode } from './schema/ast.ts';
import type { HeadingEntry } from './schema/db.ts';
import type { Diagnostic } from './schema/diagnostic.ts';
import type { Frontmatter } from './schema/frontmatter.ts';
import type { Markdown, MarkdownEnv } from './markdown.ts';
import type { Reference } from './reference.ts';
import { PageContext } from './page-context.ts';
import { splitFrontmatter } from './split-frontmatter.ts';
import { transformBlocks } from './transform-blocks.ts';

export interface CompiledPage {
  file: string;
  frontmatter: Frontmatter | undefined;
  ast: BlockNode[];
  headings: HeadingEntry[];
  /** changes whenever what the page shows changes */
  hash: string;
  diagnostics: Diagnostic[];
  references: Reference[];
}

/** a size no real page reaches (the longest is a few dozen KB); a 10 MB page takes seconds and GBs */
export const PAGE_SIZE_WARNING_BYTES = 1_000_000;

/** One markdown file → its AST, headings, problems and the references to check across pages. */
export function compilePage(file: string, source: string, md: Markdown): CompiledPage {
  const { frontmatter, body, diagnostics } = splitFrontmatter(file, source);
  const context = new PageContext(file, body);
  context.diagnostics.push(...diagnostics);
  const bytes = Buffer.byteLength(source);
  if (bytes > PAGE_SIZE_WARNING_BYTES) {
    context.report('page-too-large', { megabytes: (bytes / 1_000_000).toFixed(1), limit: PAGE_SIZE_WARNING_BYTES / 1_000_000 }, 1);
  }
  const env: MarkdownEnv = {};
  const tokens = md.parse(body, env);
  if (env.nestingTooDeepLine !== undefined) {
    context.report('nesting-too-deep', { where: 'blocks', limit: md.options.maxNesting }, env.nestingTooDeepLine + 1);
  }
  const ast = transformBlocks(tokens, 0, tokens.length, context);
  // the source decides everything the page shows, so hashing it is enough (and cheaper than the AST)
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return {
    file,
    frontmatter,
    ast,
    headings: context.headings,
    hash,
    diagnostics: context.diagnostics,
    references: context.references,
  };
}
