import type { AnketField, AnketValues, CallbackValues } from './form-values.ts';

// Spec §5. A failing field only gets an error flag: the forms show a red outline (and tell screen
// readers why), never a visible message, and send nothing.

export type FieldErrors<F extends string> = Partial<Record<F, true>>;
export type CallbackField = 'name' | 'phone';

/** spec §9: "Callback: minimum phone digits 10" */
const MIN_PHONE_DIGITS = 10;

export function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

function hasEnoughPhoneDigits(phone: string): boolean {
  return countDigits(phone) >= MIN_PHONE_DIGITS;
}

/** consent is not checked here: the submit button stays disabled without it (spec §5) */
export function validateCallback(values: CallbackValues): FieldErrors<CallbackField> {
  const errors: FieldErrors<CallbackField> = {};
  if (values.name.trim() === '') errors.name = true;
  if (!hasEnoughPhoneDigits(values.phone)) errors.phone = true;
  return errors;
}

const ANKET_REQUIRED: readonly AnketField[] = [
  'childLastName',
  'childFirstName',
  'diagnosis',
  'birthDate',
  'height',
  'weight',
  'parentLastName',
  'parentFirstName',
  'phone',
  'email',
];
/** required only when secondAttendant is yes */
const SECOND_ATTENDANT_REQUIRED: readonly AnketField[] = ['secondAttendantLastName', 'secondAttendantFirstName'];

// the "valid e-mail address" of the HTML standard: what an input of type email accepts
// https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

/** a number input's value that is a number of at least 0 (spec §5: "minimum 0") */
export function isNonNegativeNumber(text: string): boolean {
  if (text.trim() === '') return false;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0;
}

/** a date input's value: YYYY-MM-DD naming a real day */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function validateAnket(values: AnketValues): FieldErrors<AnketField> {
  const errors: FieldErrors<AnketField> = {};
  const required = values.secondAttendant === 'yes' ? [...ANKET_REQUIRED, ...SECOND_ATTENDANT_REQUIRED] : ANKET_REQUIRED;
  for (const field of required) {
    if (values[field].trim() === '') errors[field] = true;
  }
  if (!errors.birthDate && !isIsoDate(values.birthDate)) errors.birthDate = true;
  if (!errors.height && !isNonNegativeNumber(values.height)) errors.height = true;
  if (!errors.weight && !isNonNegativeNumber(values.weight)) errors.weight = true;
  if (!errors.email && !isEmail(values.email)) errors.email = true;
  // the spec shows no digit count for the anket; the callback's minimum keeps a number callable
  if (!errors.phone && !hasEnoughPhoneDigits(values.phone)) errors.phone = true;
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
