import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { formatGithub, formatJson, formatText, type OutputFormat } from './format-diagnostics.ts';
import { chooseLanguage, type Language } from '../messages/language.ts';

/**
 * diagnostics to stdout in the chosen format and language (the environment's when none is given);
 * colour only on a terminal without NO_COLOR
 */
export function printDiagnostics(diagnostics: readonly Diagnostic[], options: { format: OutputFormat; contentDir: string; lang?: Language | undefined }): void {
  const lang = options.lang ?? chooseLanguage(undefined, process.env);
  const text =
    options.format === 'json'
      ? formatJson(diagnostics, lang)
      : options.format === 'github'
        ? formatGithub(diagnostics, options.contentDir, lang)
        : formatText(diagnostics, options.contentDir, process.stdout.isTTY === true && !process.env.NO_COLOR, lang);
  process.stdout.write(text);
}
