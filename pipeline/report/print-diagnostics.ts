import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { formatGithub, formatJson, formatText, type OutputFormat } from './format-diagnostics.ts';
import { chooseLanguage, type Language } from '../messages/language.ts';
import { LAUNCH_ITEM_CODES, type SampleValue } from '../shared/sample-values.ts';
import { launchChecklist } from './launch-checklist.ts';
import { formatChecklistDocument, formatChecklistText } from './format-checklist.ts';

/**
 * diagnostics to stdout in the chosen format and language (the environment's when none is given);
 * colour only on a terminal without NO_COLOR
 */
export function printDiagnostics(
  diagnostics: readonly Diagnostic[],
  options: { format: Exclude<OutputFormat, 'checklist'> | OutputFormat; contentDir: string; lang?: Language | undefined },
): void {
  const lang = options.lang ?? chooseLanguage(undefined, process.env);
  const text =
    options.format === 'json'
      ? formatJson(diagnostics, lang)
      : options.format === 'github'
        ? formatGithub(diagnostics, options.contentDir, lang)
        : formatText(diagnostics, options.contentDir, colourful(), lang);
  process.stdout.write(text);
}

/**
 * What a build or check prints: with the release check, the launch items as the checklist — in
 * the text format after the other problems, as the whole document with `--format checklist`; JSON
 * and GitHub annotations list every item as a diagnostic, as without it.
 */
export function printReport(
  diagnostics: readonly Diagnostic[],
  samples: readonly SampleValue[],
  options: { format: OutputFormat; contentDir: string; release: boolean; lang?: Language | undefined },
  /** where the checklist document goes (a file with `checklist --out`) */
  writeChecklist: (document: string) => void = (document) => process.stdout.write(document),
): void {
  const others = diagnostics.filter((diagnostic) => !LAUNCH_ITEM_CODES.has(diagnostic.code));
  if (options.format === 'checklist') {
    const errors = others.filter((diagnostic) => diagnostic.severity === 'error').length;
    writeChecklist(formatChecklistDocument(launchChecklist(samples), new Date(), errors));
  } else if (options.format === 'text' && options.release) {
    printDiagnostics(others, options);
    process.stdout.write(formatChecklistText(launchChecklist(samples), options.contentDir, colourful()));
  } else printDiagnostics(diagnostics, options);
}

function colourful(): boolean {
  return process.stdout.isTTY === true && !process.env.NO_COLOR;
}
