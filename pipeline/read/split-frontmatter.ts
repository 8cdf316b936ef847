import type { z } from 'zod';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { frontmatterSchema, type Frontmatter } from '../../common/schema/frontmatter.ts';
import { COLLECTIONS } from '../../common/schema/collections.ts';
import { parseYaml } from './parse-yaml.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import type { SampleValue } from '../shared/sample-values.ts';

export interface SplitPage<T extends Frontmatter = Frontmatter> {
  frontmatter: T | undefined;
  /** the markdown with the frontmatter lines blanked, so line numbers stay those of the file */
  body: string;
  diagnostics: Diagnostic[];
  /** the items of the frontmatter's `sample`, each at its line */
  samples: SampleValue[];
}

/** the folders whose pages are a collection's entries (a news item), each with its frontmatter's schema */
const PAGE_COLLECTIONS = Object.values(COLLECTIONS).filter((collection) => collection.format === 'markdown');

/** the schema a page's frontmatter is checked against: its collection's, else a page's */
function frontmatterSchemaOf(file: string): z.ZodType<Frontmatter> {
  const collection = PAGE_COLLECTIONS.find(
    ({ folder }) => file.startsWith(`${folder}/`) && /^[^/]+$/.test(file.slice(folder.length + 1)) && !file.endsWith('/index.md'),
  );
  return (collection?.schema ?? frontmatterSchema) as z.ZodType<Frontmatter>;
}

/** Reads the `---` YAML frontmatter at the top of a page and checks it against its schema (`frontmatterSchemaOf`). */
export function splitFrontmatter<T extends Frontmatter = Frontmatter>(
  file: string,
  source: string,
  schema: z.ZodType<T> = frontmatterSchemaOf(file) as z.ZodType<T>,
): SplitPage<T> {
  // only the lines up to the closing fence are split; the body keeps its text, its frontmatter
  // lines turned into empty ones so line numbers stay those of the file
  const lines = headLines(source);
  const diagnostics: Diagnostic[] = [];
  if (lines[0]?.trim() !== '---') {
    diagnostics.push(createDiagnostic('frontmatter-missing', { problem: 'no-start', firstLine: (lines[0] ?? '').trim().slice(0, 60) }, { file, line: 1 }));
    return { frontmatter: undefined, body: source, diagnostics, samples: [] };
  }
  const closing = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (closing === -1) {
    diagnostics.push(createDiagnostic('frontmatter-missing', { problem: 'unclosed' }, { file, line: 1 }));
    return { frontmatter: undefined, body: '', diagnostics, samples: [] };
  }

  const yamlText = lines.slice(1, closing).join('\n');
  // the YAML starts on line 2, after the opening "---"
  const parsed = parseYaml(yamlText, schema, { line: 1, column: 0 });
  const body = '\n'.repeat(closing + 1) + source.slice(offsetAfterLine(source, closing));
  if (parsed.ok) return { frontmatter: parsed.value, body, diagnostics, samples: sampleLines(file, parsed.value.sample, lines, closing) };
  for (const yamlProblem of parsed.problems) {
    const at = { file, line: yamlProblem.line, column: yamlProblem.column };
    diagnostics.push(
      yamlProblem.kind === 'syntax'
        ? createDiagnostic('frontmatter-yaml', { yaml: yamlProblem.yaml }, at)
        : createDiagnostic('frontmatter-invalid', { issue: yamlProblem.issue }, at),
    );
  }
  return { frontmatter: undefined, body, diagnostics, samples: [] };
}

/** each item of `sample:` at its line: the key's own line for one text, else the item's line */
function sampleLines(file: string, sample: Frontmatter['sample'], lines: readonly string[], closing: number): SampleValue[] {
  if (sample === undefined) return [];
  const keyIndex = lines.findIndex((line, index) => index < closing && /^sample\s*:/.test(line));
  const keyLine = keyIndex === -1 ? 1 : keyIndex + 1;
  if (typeof sample === 'string') return [{ what: sample, file, line: keyLine, ...PAGE_TEXTS }];
  let searchFrom = keyIndex + 1;
  return sample.map((item) => {
    const what = typeof item === 'string' ? item : (item.send ?? item.decide!);
    const at = lines.findIndex((line, index) => index >= searchFrom && index < closing && line.includes(what.slice(0, 20)));
    if (at !== -1) searchFrom = at + 1;
    const where = { what, file, line: at === -1 ? keyLine : at + 1 };
    if (typeof item === 'string') return { ...where, ...PAGE_TEXTS };
    return {
      ...where,
      topic: item.topic ?? PAGE_TEXTS.topic,
      kind: item.decide === undefined ? 'send' : 'decide',
      ...(item.law === undefined ? {} : { law: item.law }),
    };
  });
}

/** where a page's plain sample item stands on the launch checklist */
const PAGE_TEXTS = { topic: 'тексты страниц', kind: 'send' } as const;

/** the lines of the text up to and including the first closing "---" after line 1 (or all) */
function headLines(source: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start <= source.length) {
    const end = source.indexOf('\n', start);
    const line = source.slice(start, end === -1 ? source.length : end).replace(/\r$/, '');
    lines.push(line);
    if (end === -1 || (lines.length > 1 && line.trim() === '---') || (lines.length === 1 && line.trim() !== '---')) break;
    start = end + 1;
  }
  return lines;
}

/** the offset where the line after `line` (0-based) starts */
function offsetAfterLine(source: string, line: number): number {
  let offset = 0;
  for (let index = 0; index <= line; index++) {
    const end = source.indexOf('\n', offset);
    if (end === -1) return source.length;
    offset = end + 1;
  }
  return offset;
}
