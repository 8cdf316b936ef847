// The two forms the site sends (spec §3 callback, §7 anket): each told apart by its fixed subject,
// each with its closed list of fields. ONE definition for the app's payload builders and the form
// receiver. Constants and types only: the browser imports this file, so no zod here (the receiver's
// schema is server/forms/receiver/submission-schema.ts).

export const CALLBACK_FORM = {
  subject: 'Новая заявка на обратную связь',
  fields: ['subject', 'Имя', 'Телефон', 'Способ связи', 'Мессенджер', 'Дополнительная информация'],
} as const;

export const ANKET_FORM = {
  subject: 'Анкета (компактно)',
  fields: ['from_name', 'subject', 'message', 'reply_to'],
} as const;

export const FORM_DEFINITIONS = { callback: CALLBACK_FORM, anket: ANKET_FORM } as const;
export type FormName = keyof typeof FORM_DEFINITIONS;

/**
 * The ticked consent box, sent as `true` with the anket: the receiver refuses an anket without it
 * and records it, so the record proves the box was ticked, not only that the texts were live.
 */
export const CONSENT_FIELD = 'consent';

/**
 * The separate consent to the processing of the child's health data (152-ФЗ ст. 10 ч. 2 п. 1; its
 * own document since 01.09.2025), sent as `true` when the clinic's healthDataBasis is
 * written-consent; the receiver then refuses an anket without it and records the document's edition.
 */
export const HEALTH_CONSENT_FIELD = 'health_consent';
/** the page of that consent */
export const HEALTH_CONSENT_PAGE_ID = 'consent-health';

/** sent with every form, checked by the service, never stored (spec §3, §7) */
export const ACCESS_KEY_FIELD = 'access_key';

/**
 * A field a person never fills: the forms carry it as an input nobody sees, and send it only when
 * something filled it — a person's payload stays exactly the spec's.
 */
export const HONEYPOT_FIELD = 'website';

/** one key per submission: a resend of the same submission after a lost answer reuses it */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
