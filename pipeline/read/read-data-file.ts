// One YAML file of the clinic's data (content/data/): read, checked against its schema, its sample
// marks taken as launch items at their lines. Content problems are diagnostics at their lines.
import type { z } from 'zod';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { ChecklistTopic } from '../../common/schema/launch.ts';
import { createDiagnostic } from '../messages/catalogue.ts';
import type { SampleValue } from '../shared/sample-values.ts';
import { parseYaml } from './parse-yaml.ts';
import { sampleMarkItems } from './sample-marks.ts';

export type DataFileResult<T> = { ok: true; value: T; samples: SampleValue[] } | { ok: false; diagnostics: Diagnostic[] };

export interface DataFileSpec<T> {
  /** relative to the content folder */
  file: string;
  schema: z.ZodType<T>;
  /** the checklist's group for its marks, unless a field's schema says otherwise */
  topic: ChecklistTopic;
}

/** a data file's text checked against its schema; `entry` names a collection's entry for its marks */
export function readDataFile<T>(source: string, spec: DataFileSpec<T>, entry?: (value: T) => string): DataFileResult<T> {
  const parsed = parseYaml(source, spec.schema);
  if (!parsed.ok) {
    return {
      ok: false,
      diagnostics: parsed.problems.map((problem) => {
        const at = { file: spec.file, line: problem.line, column: problem.column };
        return problem.kind === 'syntax'
          ? createDiagnostic('data-yaml', { yaml: problem.yaml }, at)
          : createDiagnostic('data-invalid', { issue: problem.issue }, at);
      }),
    };
  }
  const label = entry?.(parsed.value);
  const samples = sampleMarkItems(parsed.value, source, { ...spec, ...(label === undefined ? {} : { entry: label }) });
  return { ok: true, value: parsed.value, samples };
}
