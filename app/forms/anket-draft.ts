import { ANKET_DEFAULTS, YES_NO_FIELDS, type AnketField, type AnketValues } from './form-values.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../common/forms/form-definitions.ts';
import type { SendAttempt } from './send-attempt.ts';

// The anket's draft survives a reload of the tab (sessionStorage) and is cleared after a successful
// send. Consent is never stored: it is given again for each sending. The Idempotency-Key of the
// last send stays with the draft until a send succeeds: a resend after a lost answer, even after a
// reload, is the same submission to the receiver.

export const ANKET_DRAFT_KEY = 'anket-draft';

export interface AnketDraft {
  /** the visitor had pressed 'Всё ясно. Заполнить анкету' */
  unlocked: boolean;
  values: Omit<AnketValues, 'consent'>;
  /** the key and fingerprint of the last send that did not succeed */
  attempt?: SendAttempt | undefined;
}

const FIELDS = Object.keys(ANKET_DEFAULTS).filter((key): key is AnketField => key !== 'consent');

/** true when the visitor has typed or chosen nothing yet */
function isBlank(values: Omit<AnketValues, 'consent'>): boolean {
  return FIELDS.every((field) => values[field] === ANKET_DEFAULTS[field]);
}

export function loadAnketDraft(storage: Storage | undefined = safeSessionStorage()): AnketDraft | undefined {
  try {
    const raw = storage?.getItem(ANKET_DRAFT_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { unlocked?: unknown; values?: Record<string, unknown>; attempt?: Partial<Record<keyof SendAttempt, unknown>> };
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object' || parsed.values === null) return undefined;
    // take only the fields this version knows, with values of the right kind
    const { consent: _consent, ...defaults } = ANKET_DEFAULTS;
    const values: Record<string, string> = { ...defaults };
    for (const field of FIELDS) {
      const value = parsed.values[field];
      if (typeof value !== 'string') continue;
      if ((YES_NO_FIELDS as readonly string[]).includes(field) && value !== 'yes' && value !== 'no') continue;
      values[field] = value;
    }
    const { key, fingerprint } = parsed.attempt ?? {};
    const attempt = typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key) && typeof fingerprint === 'string' ? { key, fingerprint } : undefined;
    return { unlocked: parsed.unlocked === true, values: values as unknown as AnketDraft['values'], ...(attempt === undefined ? {} : { attempt }) };
  } catch {
    return undefined;
  }
}

/** stores the draft, or removes it when nothing was typed */
export function saveAnketDraft(draft: AnketDraft, storage: Storage | undefined = safeSessionStorage()): void {
  try {
    if (isBlank(draft.values)) storage?.removeItem(ANKET_DRAFT_KEY);
    else storage?.setItem(ANKET_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or refused (private mode): the form still works, only without a draft
  }
}

export function clearAnketDraft(storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.removeItem(ANKET_DRAFT_KEY);
  } catch {
    // see saveAnketDraft
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
