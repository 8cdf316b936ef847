// The site search's vocabulary (content/data/search-vocabulary.yaml): read and checked against its
// schema. The file is optional: without it the search knows the words of the pages alone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createDiagnostic } from '../messages/catalogue.ts';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { searchVocabularySchema } from '../../common/schema/search-vocabulary.ts';
import { parseYaml } from './parse-yaml.ts';

export const SEARCH_VOCABULARY_FILE = 'data/search-vocabulary.yaml';

export interface SearchVocabulary {
  groups: string[][];
  /** the line each group starts on, for the checks across pages */
  lines: number[];
  /** the file's text, to notice a change (undefined: no file) */
  source: string | undefined;
}

export async function loadSearchVocabulary(contentDir: string): Promise<{ vocabulary: SearchVocabulary; diagnostics: Diagnostic[] }> {
  let source: string;
  try {
    source = await readFile(path.join(contentDir, SEARCH_VOCABULARY_FILE), 'utf8');
  } catch {
    return { vocabulary: { groups: [], lines: [], source: undefined }, diagnostics: [] };
  }
  const parsed = parseYaml(source, searchVocabularySchema);
  if (!parsed.ok) {
    return {
      vocabulary: { groups: [], lines: [], source },
      diagnostics: parsed.problems.map((problem) => {
        const at = { file: SEARCH_VOCABULARY_FILE, line: problem.line, column: problem.column };
        return problem.kind === 'syntax'
          ? createDiagnostic('search-vocabulary-yaml', { yaml: problem.yaml }, at)
          : createDiagnostic('search-vocabulary-invalid', { issue: problem.issue }, at);
      }),
    };
  }
  const { groups } = parsed.value;
  return { vocabulary: { groups, lines: groupLines(source, groups), source }, diagnostics: [] };
}

/** the line of each group's first phrase, found in order through the text (a comment may hold a phrase too: it is skipped) */
function groupLines(source: string, groups: readonly (readonly string[])[]): number[] {
  const lines = source.split(/\r?\n/);
  const found: number[] = [];
  let from = 0;
  for (const [first] of groups) {
    let at = from;
    while (at < lines.length && !lines[at]!.replace(/#.*$/, '').includes(first!)) at++;
    if (at === lines.length) at = from;
    found.push(at + 1);
    from = at;
  }
  return found;
}
