import type { Diagnostic, DiagnosticCode } from '../../common/schema/diagnostic.ts';
import type { MessageEntry } from './entry.ts';
import type { Language } from './language.ts';
import { LINK_MESSAGES } from './link-messages.ts';
import { PAGE_MESSAGES } from './page-messages.ts';
import { SITE_MESSAGES } from './site-messages.ts';

/**
 * The one message catalogue: every diagnostic code with its Russian and English text. A diagnostic
 * carries its code and parameters; the text is rendered in the language the reader chose.
 */
export const MESSAGES = { ...PAGE_MESSAGES, ...LINK_MESSAGES, ...SITE_MESSAGES } satisfies {
  // a code missing here, or one not in DIAGNOSTIC_CODES, fails the type check
  [Code in DiagnosticCode]: MessageEntry<never>;
} & Record<Exclude<keyof typeof PAGE_MESSAGES | keyof typeof LINK_MESSAGES | keyof typeof SITE_MESSAGES, DiagnosticCode>, never>;

/** the parameters a code's message takes */
export type MessageParams<Code extends DiagnosticCode> = Parameters<(typeof MESSAGES)[Code]['ru']>[0];

export interface Location {
  /** relative to the content folder, with forward slashes */
  file: string;
  line: number;
  column?: number | undefined;
}

/**
 * A diagnostic for a code, its parameters and where: how every pipeline stage reports a problem.
 * `message` holds the Russian text (the default); printing renders again in the chosen language.
 */
export function createDiagnostic<Code extends DiagnosticCode>(
  code: Code,
  params: MessageParams<Code>,
  at: Location,
  severity: Diagnostic['severity'] = MESSAGES[code].severity,
): Diagnostic {
  return {
    code,
    severity,
    message: render(code, params, 'ru'),
    params: params as Record<string, unknown>,
    file: at.file,
    line: at.line,
    ...(at.column === undefined ? {} : { column: at.column }),
  };
}

/** the diagnostic's message in a language; one made without parameters keeps its own text */
export function messageIn(diagnostic: Diagnostic, lang: Language): string {
  return diagnostic.params === undefined ? diagnostic.message : render(diagnostic.code, diagnostic.params as never, lang);
}

function render<Code extends DiagnosticCode>(code: Code, params: MessageParams<Code>, lang: Language): string {
  return (MESSAGES[code][lang] as (params: MessageParams<Code>) => string)(params);
}
