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
    context.report(
      'page-too-large',
      `the page is ${(bytes / 1_000_000).toFixed(1)} MB: expected at most ${PAGE_SIZE_WARNING_BYTES / 1_000_000} MB, which no real page reaches; split it, or check that nothing was pasted by mistake`,
      1,
      undefined,
      'warning',
    );
  }
  const env: MarkdownEnv = {};
  const tokens = md.parse(body, env);
  if (env.nestingTooDeepLine !== undefined) {
    context.report(
      'nesting-too-deep',
      `quotes, lists and blocks nest more than ${md.options.maxNesting} levels deep here: expected far fewer; everything from this line to the end of the outer block is dropped`,
      env.nestingTooDeepLine + 1,
    );
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
