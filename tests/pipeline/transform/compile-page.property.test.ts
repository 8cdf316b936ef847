import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../../pipeline/transform/markdown.ts';
import { pageAstSchema } from '../../../common/schema/ast.ts';
import { diagnosticSchema } from '../../../common/schema/diagnostic.ts';
import { BLOCKS } from '../../../pipeline/blocks/index.ts';

// Whatever an editor types, the pipeline answers with an AST or diagnostics — never a crash.

const md = createMarkdown();
const blockNames = BLOCKS.flatMap((block) => [...block.names]);

/** lines that look like markdown and our blocks, so the generator reaches the interesting paths */
const line = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ':::',
    '::::',
    '---',
    '# Заголовок',
    '## !!!',
    '- пункт',
    '1. шаг',
    '> цитата',
    '```',
    '| a | b |',
    '|---|---|',
    '  - author: Анна',
    'lat: 1',
    '[x](/about#a)',
    '![](javascript:x)',
    '[y](#callback)',
    '<script>alert(1)</script>',
  ),
  fc.constantFrom(...blockNames).map((name) => `::: ${name}`),
  fc.tuple(fc.constantFrom(...blockNames), fc.string()).map(([name, rest]) => `:::: ${name} ${rest}`),
);
const document = fc.array(line, { maxLength: 40 }).map((lines) => lines.join('\n'));
const withFrontmatter = document.map((body) => `---\ntitle: T\ndescription: D.\n---\n${body}`);

describe('compilePage on arbitrary markdown', () => {
  it.each([
    ['with frontmatter', withFrontmatter],
    ['without frontmatter', document],
    ['unicode noise', fc.string({ unit: 'grapheme', maxLength: 500 })],
  ])('%s: yields a schema-valid AST and well-formed diagnostics, never throws', (_, source) => {
    fc.assert(
      fc.property(source, (text) => {
        const page = compilePage('pages/x.md', text, md);
        expect(pageAstSchema.safeParse(page.ast).success).toBe(true);
        for (const diagnostic of page.diagnostics) {
          expect(diagnosticSchema.safeParse(diagnostic).success).toBe(true);
          expect(diagnostic.line).toBeLessThanOrEqual(text.split(/\r?\n/).length + 1);
        }
        // raw HTML never reaches the AST as markup: it stays text
        expect(JSON.stringify(page.ast)).not.toMatch(/"type":"html/);
      }),
      { numRuns: 300 },
    );
  });
});
