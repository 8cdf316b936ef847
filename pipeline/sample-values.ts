// Sample values (spec §2.11, §2.12 and the launch): what the content still holds that the clinic
// has not supplied. The ordinary check counts them in one line; the release check refuses each.
import type { Diagnostic } from './schema/diagnostic.ts';

/** one sample value, at the line where it is marked */
export interface SampleValue {
  /** what the clinic must supply instead, in Russian */
  what: string;
  /** path relative to the content folder */
  file: string;
  line: number;
}

/** the release check: each sample value is an error at its line */
export function sampleDiagnostics(samples: readonly SampleValue[]): Diagnostic[] {
  return samples.map((sample) => ({
    code: 'sample-value',
    severity: 'error',
    message: `образец данных: ${sample.what} — до запуска клиника должна прислать настоящие данные; замените образец и уберите пометку sample`,
    file: sample.file,
    line: sample.line,
  }));
}

/** the one line the ordinary check and npm start print, or undefined with no samples */
export function sampleSummary(count: number): string | undefined {
  return count === 0 ? undefined : `образцы данных: ${count} — перед запуском замените их (check --release)`;
}
