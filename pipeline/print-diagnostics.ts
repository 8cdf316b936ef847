import type { Diagnostic } from './schema/diagnostic.ts';
import { formatGithub, formatJson, formatText, type OutputFormat } from './format-diagnostics.ts';

/** diagnostics to stdout in the chosen format; colour only on a terminal without NO_COLOR */
export function printDiagnostics(diagnostics: readonly Diagnostic[], options: { format: OutputFormat; contentDir: string }): void {
  const text =
    options.format === 'json'
      ? formatJson(diagnostics)
      : options.format === 'github'
        ? formatGithub(diagnostics, options.contentDir)
        : formatText(diagnostics, options.contentDir, process.stdout.isTTY === true && !process.env.NO_COLOR);
  process.stdout.write(text);
}
