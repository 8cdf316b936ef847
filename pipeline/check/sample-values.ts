// Sample values (spec §2.11, §2.12 and the launch): what the content still holds that the clinic
// has not supplied. The ordinary check counts them in one line; the release check refuses each.
import { createDiagnostic } from '../messages/catalogue.ts';
import { CLI_TEXTS } from '../messages/cli-texts.ts';
import type { Language } from '../messages/language.ts';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';

/** one sample value, at the line where it is marked */
export interface SampleValue {
  /** what the clinic must supply instead, in Russian */
  what: string;
  /** path relative to the content folder */
  file: string;
  line: number;
  /**
   * not a sample but as much a bar to the launch: an external form service outside Russia
   * (load-facts.ts), refused by the same checks with its own code
   */
  code?: 'form-service-abroad';
}

/** the release check: each sample value is an error at its line */
export function sampleDiagnostics(samples: readonly SampleValue[]): Diagnostic[] {
  return samples.map((sample) =>
    sample.code === 'form-service-abroad'
      ? createDiagnostic('form-service-abroad', { country: sample.what }, { file: sample.file, line: sample.line }, 'error')
      : createDiagnostic('sample-value', { what: sample.what }, { file: sample.file, line: sample.line }, 'error'),
  );
}

/** the one line the ordinary check and npm start print, or undefined with no samples */
export function sampleSummary(count: number, lang: Language): string | undefined {
  return count === 0 ? undefined : CLI_TEXTS.samples[lang](count);
}
