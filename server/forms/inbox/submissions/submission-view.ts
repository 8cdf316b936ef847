import type { FormName } from '../../../../common/forms/form-definitions.ts';

// What a coordinator reads of a submission, from its decrypted fields: the callback's fields as
// the form named them (spec §3); the anket's one message (spec §7) split back into its lines
// «Диагноз: …» — a line that does not start a new «Label: value» continues the one before (a
// multi-line answer). The name and phone a coordinator calls back are taken from them.

export interface FieldRow {
  label: string;
  value: string;
}

const MESSAGE_LINE = /^([А-ЯЁA-Z][^:\n]{0,40}):[ \t]?(.*)$/u;
const CALLBACK_LABELS = ['Имя', 'Телефон', 'Способ связи', 'Мессенджер', 'Дополнительная информация'] as const;

export function fieldRows(form: FormName, fields: Record<string, string>): FieldRow[] {
  if (form === 'callback') return CALLBACK_LABELS.filter((label) => label in fields).map((label) => ({ label, value: fields[label]! }));
  const rows: FieldRow[] = [];
  for (const line of (fields.message ?? '').split(/\r?\n/)) {
    const match = MESSAGE_LINE.exec(line);
    if (match) rows.push({ label: match[1]!, value: match[2]! });
    else if (rows.length > 0) rows[rows.length - 1]!.value += `\n${line}`;
    else rows.push({ label: 'Текст', value: line });
  }
  if (fields.reply_to && !rows.some((row) => row.label === 'E-mail')) rows.push({ label: 'E-mail', value: fields.reply_to });
  return rows;
}

/** whom to call back: the callback's name; the anket's parent, with the child */
export function contactOf(form: FormName, rows: readonly FieldRow[]): { name: string; phone: string } {
  const value = (label: string) => rows.find((row) => row.label === label)?.value.trim() ?? '';
  if (form === 'callback') return { name: value('Имя'), phone: value('Телефон') };
  const parent = value('Родитель');
  const child = value('Ребёнок');
  return { name: [parent, child && `ребёнок: ${child}`].filter(Boolean).join(', '), phone: value('Телефон') };
}

/** lower case, ё as е: «Семёнов» is found by «семенов» */
function searchText(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е');
}

/** whether a submission's name or phone matches what was typed: words of the name, or 4+ digits of the phone */
export function matchesQuery(contact: { name: string; phone: string }, query: string): boolean {
  const wanted = searchText(query.trim());
  if (wanted === '') return true;
  const digits = wanted.replace(/\D/g, '');
  if (digits.length >= 4 && /^[\d\s()+-]+$/.test(wanted)) {
    const phone = contact.phone.replace(/\D/g, '');
    // «8 912…» said the Russian way finds «+7 912…»
    return phone.includes(digits) || (digits.startsWith('8') && phone.includes(`7${digits.slice(1)}`));
  }
  const name = searchText(contact.name);
  return wanted.split(/\s+/).every((word) => name.includes(word));
}
