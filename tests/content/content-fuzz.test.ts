import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../pipeline/transform/compile-page.ts';
import { createMarkdown } from '../../pipeline/transform/markdown.ts';
import { parseYaml } from '../../pipeline/read/parse-yaml.ts';
import { NAVIGATION_FILES } from '../../pipeline/read/load-navigation.ts';
import { FACTS_FILE, loadFacts } from '../../pipeline/read/load-facts.ts';
import { clinicFactsSchema } from '../../common/schema/clinic-facts.ts';
import { pageAstSchema } from '../../common/schema/ast.ts';
import { buildSearchIndex } from '../../pipeline/search-index/search-index.ts';
import { cpuMs } from '../../testing/cpu-time.ts';
import { ROOT } from '../../testing/run-cli.ts';

// The real content, broken the way editors (and attackers) break it: lines deleted, duplicated
// and swapped; ":::", "---", "*", "[", "#", "%" and YAML anchors and aliases typed anywhere. Every
// document compiles to an AST or diagnostics — never an internal error — within 2 s.
//
// `npm test` runs a fixed seed; `npm run fuzz` runs many more cases with a new seed each time
// (FUZZ_RUNS, FUZZ_SEED to repeat one).

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** CPU time per document (testing/cpu-time.ts): a hang or a runaway regular expression, not a slow machine */
const MAX_MS_PER_DOCUMENT = 2000;

const CONTENT = path.join(ROOT, 'content');
const pages = readdirSync(path.join(CONTENT, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({ file: `pages/${file}`, source: readFileSync(path.join(CONTENT, 'pages', file), 'utf8') }));
const navigation = [
  ...Object.values(NAVIGATION_FILES).map(({ file, schema }) => ({ file, schema: schema as z.ZodType, source: readFileSync(path.join(CONTENT, 'navigation', file), 'utf8') })),
  { file: FACTS_FILE, schema: clinicFactsSchema as z.ZodType, source: readFileSync(path.join(CONTENT, FACTS_FILE), 'utf8') },
];
// the pages use the clinic's facts by name, as the build gives them
const facts = (await loadFacts(CONTENT)).facts!.texts;

const INSERTS = [
  ':::', '::::', ':::: steps', '::: card X {href=//evil.example}', '::: services', '::: reviews', '---', '*', '**', '***', '_', '[', ']', '](', '[x](/about#%E0%A4%A)',
  '#', '## ', '%', '%ZZ', '%E0%A4%A', '&a', '*a', 'x: &a [1, 2, 3]', 'y: [*a, *a, *a]', '<<: *a', '!!binary', '> ', '- ', '1. ', '```', '~~~', '|', '|---|',
  '\\', '{', '}', '{{', '}}', '{{phone}}', '{{phone.link}}', '{{ nope }}', '"', "'", '\t', '\u0000', '\u202e', '<script>', 'javascript:', '![', '![](/images/x.png)', '\r',
];

type Mutation =
  | { kind: 'delete' | 'duplicate'; at: number }
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'insert'; at: number; column: number; text: string; count: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), column: fc.nat(), text: fc.constantFrom(...INSERTS), count: fc.integer({ min: 1, max: 40 }) }),
);

function mutate(source: string, mutations: readonly Mutation[]): string {
  const lines = source.split('\n');
  for (const change of mutations) {
    if (lines.length === 0) lines.push('');
    const at = change.at % lines.length;
    if (change.kind === 'delete') lines.splice(at, 1);
    else if (change.kind === 'duplicate') lines.splice(at, 0, lines[at]!);
    else if (change.kind === 'swap') {
      const other = change.with % lines.length;
      [lines[at], lines[other]] = [lines[other]!, lines[at]!];
    } else if (change.kind === 'insert') {
      const line = lines[at]!;
      const column = change.column % (line.length + 1);
      lines[at] = line.slice(0, column) + change.text.repeat(change.count) + line.slice(column);
    }
  }
  return lines.join('\n');
}

const md = createMarkdown();

/** everything a build does with one page, as build.ts does it; throws only on an internal error */
function buildOne(file: string, source: string): void {
  const page = compilePage(file, source, md, facts);
  const record = {
    id: 'x',
    route: '/x',
    title: page.frontmatter?.title ?? 'T',
    description: page.frontmatter?.description ?? 'D',
    shortTitle: page.frontmatter?.title ?? 'T',
    headings: page.headings,
    ast: page.ast,
    hash: page.hash,
  };
  JSON.stringify(record);
  buildSearchIndex([record]);
  const checked = pageAstSchema.safeParse(page.ast);
  if (!checked.success) throw new Error(`the AST does not match its schema: ${checked.error.message.slice(0, 300)}`);
  for (const diagnostic of page.diagnostics) {
    if (diagnostic.line < 1 || !Number.isInteger(diagnostic.line)) throw new Error(`a diagnostic without a line: ${JSON.stringify(diagnostic)}`);
  }
}

describe(`the real content, mutated (${RUNS} cases, seed ${SEED})`, () => {
  it('pages: no internal error, no document over 2 s', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pages), fc.array(mutation, { minLength: 1, maxLength: 8 }), (page, mutations) => {
        const source = mutate(page.source, mutations);
        expect(cpuMs(() => buildOne(page.file, source))).toBeLessThan(MAX_MS_PER_DOCUMENT);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, Math.max(120_000, RUNS * 100));

  it('navigation files: no internal error, no document over 2 s', () => {
    fc.assert(
      fc.property(fc.constantFrom(...navigation), fc.array(mutation, { minLength: 1, maxLength: 8 }), (file, mutations) => {
        const source = mutate(file.source, mutations);
        expect(cpuMs(() => parseYaml(source, file.schema))).toBeLessThan(MAX_MS_PER_DOCUMENT);
      }),
      { numRuns: Math.ceil(RUNS / 4), seed: SEED },
    );
  }, Math.max(60_000, RUNS * 25));
});
