// `{{name}}` in a page → the clinic's fact of that name (content/data/clinic.yaml), before the page
// is read: the same syntax works in text, in link addresses (`[{{phone}}]({{phone.link}})`) and in
// block YAML bodies. Fact values are plain text on one line (schema/clinic-facts.ts), so the
// page's lines stay those of the file.
import type { Diagnostic } from './schema/diagnostic.ts';
import { closestName } from './closest-name.ts';

const FACT = /\{\{\s*([^{}\n]*?)\s*\}\}/g;

export interface SubstitutedSource {
  text: string;
  diagnostics: Diagnostic[];
}

export function substituteFacts(file: string, source: string, texts: ReadonlyMap<string, string>): SubstitutedSource {
  if (!source.includes('{{')) return { text: source, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const known = [...texts.keys()];
  const lines = source.split('\n').map((line, index) =>
    line.replace(FACT, (whole, name: string, column: number) => {
      const value = texts.get(name);
      if (value !== undefined) return value;
      const suggestion = closestName(name, known);
      diagnostics.push({
        code: 'fact-unknown',
        severity: 'error',
        message: `неизвестный факт «${name}»${suggestion ? ` — возможно, «${suggestion}»?` : ''}: ожидалось одно из имён файла data/clinic.yaml: ${known.join(', ')}`,
        file,
        line: index + 1,
        column: column + 1,
      });
      return whole;
    }),
  );
  return { text: lines.join('\n'), diagnostics };
}
