import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { messageIn } from '../messages/catalogue.ts';
import { summaryText } from '../messages/cli-texts.ts';
import type { Language } from '../messages/language.ts';

/** checklist: the launch checklist as a document to print (report/format-checklist.ts), with the release check */
export const OUTPUT_FORMATS = ['text', 'json', 'github', 'checklist'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

// Only the message follows the language: the code, file, line, column and severity word are the
// same in every language and format, so scripts and the editor's problem matcher can rely on them.

/** `file:line:col severity code message`, coloured only for a terminal */
export function formatText(diagnostics: readonly Diagnostic[], contentDir: string, colour: boolean, lang: Language = 'ru'): string {
  const paint = (code: string, text: string) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);
  return diagnostics
    .map((diagnostic) => {
      const location = `${joinPath(contentDir, diagnostic.file)}:${diagnostic.line}:${diagnostic.column ?? 1}`;
      const severity = diagnostic.severity === 'error' ? paint('31', 'error') : paint('33', 'warning');
      return `${paint('1', location)} ${severity} ${paint('2', diagnostic.code)} ${oneLine(messageIn(diagnostic, lang))}\n`;
    })
    .join('');
}

/** a JSON array of the diagnostics (without their message parameters), nothing else */
export function formatJson(diagnostics: readonly Diagnostic[], lang: Language = 'ru'): string {
  const shown = diagnostics.map((diagnostic) => {
    const { params: _params, ...fields } = diagnostic;
    return { ...fields, message: messageIn(diagnostic, lang) };
  });
  return `${JSON.stringify(shown, null, 2)}\n`;
}

/** GitHub Actions workflow commands: annotations on the changed files */
export function formatGithub(diagnostics: readonly Diagnostic[], contentDir: string, lang: Language = 'ru'): string {
  return diagnostics
    .map((diagnostic) => {
      const properties = [
        `file=${escapeProperty(joinPath(contentDir, diagnostic.file))}`,
        `line=${diagnostic.line}`,
        ...(diagnostic.column === undefined ? [] : [`col=${diagnostic.column}`]),
        `title=${escapeProperty(diagnostic.code)}`,
      ].join(',');
      return `::${diagnostic.severity} ${properties}::${escapeData(messageIn(diagnostic, lang))}\n`;
    })
    .join('');
}

export function summarize(diagnostics: readonly Diagnostic[], lang: Language = 'ru'): string {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  return summaryText(errors, diagnostics.length - errors, lang);
}

function joinPath(dir: string, file: string): string {
  const prefix = dir.replace(/\\/g, '/').replace(/\/$/, '');
  return prefix === '' || prefix === '.' ? file : `${prefix}/${file}`;
}

/** one diagnostic, one line: what a terminal reader and a problem matcher both expect */
function oneLine(text: string): string {
  return text.replace(/\r?\n/g, ' ');
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
