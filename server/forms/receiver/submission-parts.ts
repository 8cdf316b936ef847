import type { FormName } from '../../../common/forms/form-definitions.ts';

// What of a submission may leave the database: the clinic's e-mail notice (design: callback
// {name, phone}; the anket nothing — its contents are health data) and the phone by which a
// visitor can ask for deletion (152-ФЗ).

/** the anket's message has the line "Телефон: +7…" (app/forms/anket-payload.ts) */
const ANKET_PHONE_LINE = /^Телефон:[ \t]*(.*)$/m;

export function noticeOf(form: FormName, fields: Record<string, string>): Record<string, string> {
  if (form === 'callback') return { name: fields['Имя'] ?? '', phone: fields['Телефон'] ?? '' };
  return {};
}

export function phoneOf(form: FormName, fields: Record<string, string>): string | undefined {
  const phone = form === 'callback' ? fields['Телефон'] : ANKET_PHONE_LINE.exec(fields.message ?? '')?.[1];
  const trimmed = phone?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
