import type { Diagnostic } from './schema/diagnostic.ts';

export const OUTPUT_FORMATS = ['text', 'json', 'github'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** `file:line:col severity code message`, coloured only for a terminal */
export function formatText(diagnostics: readonly Diagnostic[], contentDir: string, colour: boolean): string {
  const paint = (code: string, text: string) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);
  return diagnostics
    .map((diagnostic) => {
      const location = `${joinPath(contentDir, diagnostic.file)}:${diagnostic.line}:${diagnostic.column ?? 1}`;
      const severity = diagnostic.severity === 'error' ? paint('31', 'error') : paint('33', 'warning');
      return `${paint('1', location)} ${severity} ${paint('2', diagnostic.code)} ${diagnostic.message}\n`;
    })
    .join('');
}

/** a JSON array of the diagnostics, nothing else */
export function formatJson(diagnostics: readonly Diagnostic[]): string {
  return `${JSON.stringify(diagnostics, null, 2)}\n`;
}

/** GitHub Actions workflow commands: annotations on the changed files */
export function formatGithub(diagnostics: readonly Diagnostic[], contentDir: string): string {
  return diagnostics
    .map((diagnostic) => {
      const properties = [
        `file=${escapeProperty(joinPath(contentDir, diagnostic.file))}`,
        `line=${diagnostic.line}`,
        ...(diagnostic.column === undefined ? [] : [`col=${diagnostic.column}`]),
        `title=${escapeProperty(diagnostic.code)}`,
      ].join(',');
      return `::${diagnostic.severity} ${properties}::${escapeData(diagnostic.message)}\n`;
    })
    .join('');
}

export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return `${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`;
}

function joinPath(dir: string, file: string): string {
  const prefix = dir.replace(/\\/g, '/').replace(/\/$/, '');
  return prefix === '' || prefix === '.' ? file : `${prefix}/${file}`;
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
