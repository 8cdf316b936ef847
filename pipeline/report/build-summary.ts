import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { CLI_TEXTS, pagesText } from '../messages/cli-texts.ts';
import type { Language } from '../messages/language.ts';
import { sampleSummary } from '../shared/sample-values.ts';
import { summarize } from './format-diagnostics.ts';

export interface BuildOutcome {
  command: 'build' | 'check';
  /** where `build` wrote db.json */
  outDir: string;
  release: boolean;
  pageCount: number;
  diagnostics: readonly Diagnostic[];
  sampleCount: number;
  /** whether the content had no errors, so db.json was made */
  valid: boolean;
  /** how long the run took, as printed ("1.53") */
  seconds: string;
  /** the checklist was asked for: the file it was written to, '' when printed */
  checklist?: string;
}

/**
 * the lines `build` and `check` end with: pages, problems, time and what was written; then the
 * sample values counted, unless the release check refused each already
 */
export function buildSummary(outcome: BuildOutcome, lang: Language): string {
  // the checklist is the output asked for, whether or not the content has errors
  const written =
    outcome.checklist !== undefined
      ? outcome.checklist === ''
        ? CLI_TEXTS.checklistPrinted[lang]
        : CLI_TEXTS.wrote[lang](outcome.checklist)
      : !outcome.valid
        ? CLI_TEXTS.noOutput[lang]
        : outcome.command === 'build'
          ? CLI_TEXTS.wrote[lang](`${outcome.outDir}/db.json`)
          : CLI_TEXTS.valid[lang];
  const samples = outcome.release ? undefined : sampleSummary(outcome.sampleCount, lang);
  return `${pagesText(outcome.pageCount, lang)}, ${summarize(outcome.diagnostics, lang)} ${CLI_TEXTS.seconds[lang](outcome.seconds)}; ${written}\n${samples === undefined ? '' : `${samples}\n`}`;
}
