import type { Diagnostic } from '../../common/schema/diagnostic.ts';
import { createDiagnostic } from './catalogue.ts';

/** a page file that could not be read: reported at the page, the rest of the build goes on */
export function unreadable(file: string, reason: string): Diagnostic {
  return createDiagnostic('file-unreadable', { reason }, { file, line: 1 });
}

/** a page the pipeline itself could not handle: reported at the page, the rest of the build goes on */
export function compileFailed(file: string, error: unknown): Diagnostic {
  const reason = `${(error as Error)?.name ?? 'Error'}: ${firstLine((error as Error)?.message ?? String(error))}`;
  return createDiagnostic('page-compile-failed', { error: reason }, { file, line: 1 });
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.slice(0, 200);
}
