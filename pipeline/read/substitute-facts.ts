// `{{name}}` in a page → the clinic's fact of that name (content/data/clinic.yaml), before the page
// is read: the same syntax works in text, in link addresses (`[{{phone}}]({{phone.link}})`) and in
// block YAML bodies. Fact values are plain text on one line (common/schema/clinic-facts.ts), so the
// page's lines stay those of the file; columns after a fact are mapped back with `originalColumn`.
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { createDiagnostic } from '../messages/catalogue.ts';

const FACT = /\{\{\s*([^{}\n]*?)\s*\}\}/g;

/** one replaced name on a line: where it starts in the file's line and in the substituted one */
interface Replacement {
  original: number;
  originalLength: number;
  substituted: number;
  substitutedLength: number;
}

export interface SubstitutedSource {
  text: string;
  diagnostics: Diagnostic[];
  /** lines where a name was left as it was: nothing else is to be said of them */
  unresolvedLines: ReadonlySet<number>;
  /** a 1-based column of the substituted text's line → the column in the file */
  originalColumn(line: number, column: number): number;
}

export function substituteFacts(file: string, source: string, texts: ReadonlyMap<string, string>): SubstitutedSource {
  if (!source.includes('{{')) return { text: source, diagnostics: [], unresolvedLines: new Set(), originalColumn: (_line, column) => column };
  const diagnostics: Diagnostic[] = [];
  const known = [...texts.keys()];
  const unresolvedLines = new Set<number>();
  const replacements = new Map<number, Replacement[]>();
  const lines = source.split('\n').map((line, index) => {
    let shift = 0;
    return line.replace(FACT, (whole, name: string, column: number) => {
      const value = texts.get(name);
      if (value === undefined) {
        unresolvedLines.add(index + 1);
        diagnostics.push(createDiagnostic('fact-unknown', { name, known }, { file, line: index + 1, column: column + 1 }));
        return whole;
      }
      const list = replacements.get(index + 1) ?? [];
      list.push({ original: column + 1, originalLength: whole.length, substituted: column + 1 + shift, substitutedLength: value.length });
      replacements.set(index + 1, list);
      shift += value.length - whole.length;
      return value;
    });
  });
  return {
    text: lines.join('\n'),
    diagnostics,
    unresolvedLines,
    originalColumn(line, column) {
      let mapped = column;
      for (const replacement of replacements.get(line) ?? []) {
        if (column < replacement.substituted) break;
        // inside a fact's text: the fact's name in the file
        if (column < replacement.substituted + replacement.substitutedLength) return replacement.original;
        mapped = column - (replacement.substituted + replacement.substitutedLength) + replacement.original + replacement.originalLength;
      }
      return mapped;
    },
  };
}
