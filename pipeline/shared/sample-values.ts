// Sample values (spec §2.11, §2.12 and the launch): what the content still holds that the clinic
// has not supplied or decided. The ordinary check counts them in one line; the release check
// refuses each, and the launch checklist (report/launch-checklist.ts) lists them for a manager.
import { createDiagnostic } from '../messages/catalogue.ts';
import { CLI_TEXTS } from '../messages/cli-texts.ts';
import type { Language } from '../messages/language.ts';
import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import type { ChecklistTopic, LaunchItemKind, LegalSource } from '../../common/schema/launch.ts';

/** one sample value, at the line where it is marked */
export interface SampleValue {
  /** what the clinic must send or decide instead, in Russian */
  what: string;
  /** path relative to the content folder */
  file: string;
  line: number;
  /** the checklist's group */
  topic: ChecklistTopic;
  kind: LaunchItemKind;
  /** the law that asks for it, when one does */
  law?: readonly LegalSource[];
  /** the collection entry it belongs to («Орлова Елена Викторовна, врач-невролог»): one checklist line each */
  entry?: string;
  /**
   * not a sample but as much a bar to the launch, refused by the same checks with a code of its
   * own: an external form service outside Russia (read/load-facts.ts), a data file the law
   * requires that is not there (read/load-clinic-data.ts), a review about a child by someone other
   * than a parent (read/review-consent.ts)
   */
  code?: 'form-service-abroad' | 'data-missing' | 'review-consent';
}

/** the release check: each sample value is an error at its line */
export function sampleDiagnostics(samples: readonly SampleValue[]): Diagnostic[] {
  return samples.map((sample) => {
    const at = { file: sample.file, line: sample.line };
    switch (sample.code) {
      case 'form-service-abroad':
        return createDiagnostic('form-service-abroad', { country: sample.what }, at, 'error');
      case 'data-missing':
        return createDiagnostic('data-missing', { file: sample.file, what: sample.what }, at, 'error');
      case 'review-consent':
        return createDiagnostic('review-consent', { what: sample.what }, at, 'error');
      case undefined:
        return createDiagnostic('sample-value', { what: sample.what }, at, 'error');
    }
  });
}

/** the diagnostic codes of the launch items: the release check's text output shows them as the checklist */
export const LAUNCH_ITEM_CODES: ReadonlySet<string> = new Set(['sample-value', 'form-service-abroad', 'data-missing', 'review-consent']);

/** the one line the ordinary check and npm start print, or undefined with no samples */
export function sampleSummary(count: number, lang: Language): string | undefined {
  return count === 0 ? undefined : CLI_TEXTS.samples[lang](count);
}
