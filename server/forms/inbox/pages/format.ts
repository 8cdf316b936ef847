import type { FormName } from '../../../../common/forms/form-definitions.ts';
import type { SubmissionStatus } from '../submissions/inbox-submissions.ts';

// The inbox's words and dates, in Russian, in the clinic's time zone.

export const FORM_TEXT: Record<FormName, string> = { anket: 'Анкета', callback: 'Обратная связь' };
export const STATUS_TEXT: Record<SubmissionStatus, string> = { new: 'Новая', in_work: 'В работе', done: 'Готово' };

export function formatTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

export function formatDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
