// The e-mail that tells the clinic a form arrived. It carries what a coordinator needs to act and
// nothing that 152-ФЗ would make a leak: the form, when it came, its reference, and for a callback
// request the name and phone to call back. The anket's answers are a child's health data: they stay
// encrypted in the database and never enter a mail, not even when a notice happens to hold them.
import type { FormName } from '../../../common/forms/form-definitions.ts';

export interface NoticeMailInput {
  form: FormName;
  reference: string;
  receivedAt: Date;
  /** the decrypted notice JSON: a callback's {name, phone}; an anket's {} */
  notice: unknown;
  /** the clinic's IANA time zone, e.g. 'Europe/Moscow' */
  timeZone: string;
}

export interface NoticeMail {
  subject: string;
  text: string;
}

const FORM_TITLES: Record<FormName, { subject: string; name: string }> = {
  callback: { subject: 'Новая заявка на обратную связь', name: 'заявка на обратную связь' },
  anket: { subject: 'Новая анкета', name: 'анкета' },
};

/** the only notice fields a mail may show, and only for a callback request */
const CALLBACK_NOTICE_FIELDS = [
  ['name', 'Имя'],
  ['phone', 'Телефон'],
] as const;

export function composeNoticeMail(input: NoticeMailInput): NoticeMail {
  const title = FORM_TITLES[input.form];
  const lines = [
    `${title.subject} ${input.reference}`,
    '',
    `Номер: ${input.reference}`,
    `Форма: ${title.name}`,
    `Получена: ${formatReceivedAt(input.receivedAt, input.timeZone)}`,
  ];
  if (input.form === 'callback') {
    for (const [key, label] of CALLBACK_NOTICE_FIELDS) lines.push(`${label}: ${noticeField(input.notice, key)}`);
  } else {
    lines.push('', 'Ответы анкеты — данные о здоровье, письмом они не пересылаются: их открывают в базе заявок по номеру.');
  }
  return { subject: `${title.subject} ${input.reference}`, text: lines.join('\n') + '\n' };
}

function formatReceivedAt(at: Date, timeZone: string): string {
  const formatted = new Intl.DateTimeFormat('ru-RU', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at);
  return `${formatted} (${timeZone})`;
}

/** a notice field as one line of text: the form's own checks bound it, the mail still must not let it add lines */
function noticeField(notice: unknown, key: string): string {
  const value = typeof notice === 'object' && notice !== null ? (notice as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string' || value.trim() === '') return '(не указано)';
  return value.replace(/\s+/g, ' ').trim();
}
