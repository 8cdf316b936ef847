import type { AnketValues, YesNo } from './form-values.ts';
import { ANKET_FORM, CONSENT_FIELD, HEALTH_CONSENT_FIELD } from '../../common/forms/form-definitions.ts';

// The anket as sent (spec §7): access key, from_name, subject, one multi-line Russian message and
// the visitor's e-mail as reply_to; with them the ticked consent (sent only ticked), and the separate
// consent to the health data when the form asks for it (common/forms/form-definitions.ts).

const ANKET_SUBJECT = ANKET_FORM.subject;
/** the sender name the form service puts on the e-mail; the spec does not show its value */
const ANKET_FROM_NAME = 'Анкета с сайта клиники';
const NO_DIETARY_INFO_TEXT = 'не указано';
const NO_SECOND_ATTENDANT_TEXT = 'нет';
const YES_NO_TEXT: Record<YesNo, string> = { yes: 'да', no: 'нет' };

export interface AnketPayload {
  access_key: string;
  from_name: string;
  subject: typeof ANKET_SUBJECT;
  message: string;
  /** left out when there is no e-mail (spec §7: "or none") */
  reply_to?: string;
  [CONSENT_FIELD]: true;
  [HEALTH_CONSENT_FIELD]?: true;
}

/** YYYY-MM-DD (a date input's value) → DD.MM.YYYY; anything else is sent as it is */
export function formatBirthDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

function fullName(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

export function buildAnketMessage(values: AnketValues): string {
  const dietaryInfo = values.dietaryInfo.trim();
  const secondAttendant =
    values.secondAttendant === 'yes' ? fullName(values.secondAttendantLastName, values.secondAttendantFirstName, values.secondAttendantMiddleName) : '';
  return [
    `Ребёнок: ${fullName(values.childLastName, values.childFirstName, values.childMiddleName)}`,
    `Диагноз: ${values.diagnosis.trim()}`,
    `Дата рождения: ${formatBirthDate(values.birthDate)}`,
    `Рост: ${values.height.trim()} см`,
    `Вес: ${values.weight.trim()} кг`,
    `Отдельная кровать: ${YES_NO_TEXT[values.separateBed]}`,
    `Ингаляции кислорода: ${YES_NO_TEXT[values.oxygenInhalation]}`,
    `Трахеостома: ${YES_NO_TEXT[values.tracheostomy]}`,
    `Гастростома: ${YES_NO_TEXT[values.gastrostomy]}`,
    `Особенности питания: ${dietaryInfo === '' ? NO_DIETARY_INFO_TEXT : dietaryInfo}`,
    `Родитель: ${fullName(values.parentLastName, values.parentFirstName, values.parentMiddleName)}`,
    `Телефон: ${values.phone}`,
    `E-mail: ${values.email.trim()}`,
    `Второй сопровождающий: ${secondAttendant === '' ? NO_SECOND_ATTENDANT_TEXT : secondAttendant}`,
  ].join('\n');
}

/** `healthConsent`: the form asked for the separate consent to the health data, and it was ticked */
export function buildAnketPayload(values: AnketValues, accessKey: string, healthConsent = false): AnketPayload {
  const email = values.email.trim();
  return {
    access_key: accessKey,
    from_name: ANKET_FROM_NAME,
    subject: ANKET_SUBJECT,
    message: buildAnketMessage(values),
    ...(email === '' ? {} : { reply_to: email }),
    [CONSENT_FIELD]: true,
    ...(healthConsent ? { [HEALTH_CONSENT_FIELD]: true as const } : {}),
  };
}
