import { z } from 'zod';
import { expectation } from '../expectations.ts';

// The kinds of value the clinic's data files hold (content/data/*.yaml), each checked as an
// editor writes it; a sample of a strict kind may show a stand-in («ДД.ММ.ГГГГ») instead.

export const text = z.string().trim().min(1);

/** «15.03.2021»: a real calendar date, as Russian documents write it */
export const russianDateSchema = z
  .string()
  .trim()
  .refine((value) => {
    const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
    if (match === null) return false;
    const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, expectation('russian-date'));

/** what a sample date shows until the clinic sends the real one */
export const dateStandIn = z.literal('ДД.ММ.ГГГГ');

export const yearSchema = z.number().refine((year) => Number.isInteger(year) && year >= 1950 && year <= 2100, expectation('year'));

/** what a sample year shows until the clinic sends the real one */
export const yearStandIn = z.literal('ГГГГ');

/**
 * one time range as typed: «9:00–18:00», or with a hyphen, a minus sign or another dash, spaces
 * around it, a dot for the colon («9.00 - 17.00») — no keyboard key types an en dash
 */
const TYPED_RANGE = String.raw`\d{1,2}[:.]\d{2}\s*[-\u2010-\u2014\u2212]\s*\d{1,2}[:.]\d{2}`;
export const TYPED_TIME_RANGE = new RegExp(`^${TYPED_RANGE}$`);
const TYPED_TIME_RANGES = new RegExp(`^${TYPED_RANGE}(\\s*,\\s*${TYPED_RANGE})*$`);

/** a range as the site writes it: «9:00–18:00», an en dash and no spaces */
export function typesetTimeRanges(value: string): string {
  return value
    .split(/\s*,\s*/)
    .map((range) => range.replace(/(\d)\.(\d)/g, '$1:$2').replace(/\s*[-\u2010-\u2014\u2212]\s*/, '–'))
    .join(', ');
}

/** hours as «9:00–18:00», or several ranges: «9:00–12:00, 14:00–17:00»; typed with any dash, written with an en dash */
export const hoursSchema = z.string().trim().regex(TYPED_TIME_RANGES, expectation('time-range')).transform(typesetTimeRanges);

/** the days of the week as the site writes them (content/README.md, «Часы работы») */
export const WEEK_DAYS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** hours by day of the week; a day left out is a day off */
export const weekScheduleSchema = z
  .object(Object.fromEntries(WEEK_DAYS.map((day) => [day, hoursSchema.optional()])) as Record<WeekDay, z.ZodOptional<typeof hoursSchema>>)
  .strict()
  .refine((schedule) => WEEK_DAYS.some((day) => schedule[day] !== undefined), expectation('week-day'));

/** «+», then digits, spaces, brackets and hyphens as a word processor writes them too (U+2010–U+2013: hyphen, no-break hyphen, figure dash, en dash) */
const PHONE_CHARACTERS = /^\+\d[\d\s()\u2010-\u2013-]*\d$/;

/**
 * a phone number as visitors read it: +7, then digits with spaces, hyphens (or dashes) and the
 * city code in brackets if the editor likes — «+7 (38343) 2-15-67»; the site shows it without the
 * brackets, as «+7 38343 2-15-67» (pipeline/shared/phone-display.ts)
 */
export const phoneTextSchema = z
  .string()
  .trim()
  .regex(PHONE_CHARACTERS, expectation('phone-text'))
  .superRefine((value, context) => {
    const problem = phoneProblem(value);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: expectation(problem), input: value });
  });

/** what is wrong with a phone number made of the right characters (the rest is PHONE_CHARACTERS' to say) */
function phoneProblem(value: string): 'phone-brackets' | 'phone-digits-russia' | 'phone-digits' | undefined {
  if (!PHONE_CHARACTERS.test(value)) return undefined;
  // one pair of brackets, around the city code right after the country code
  if (/[()]/.test(value) && !/^\+\d+\s*\(\d+\)\s*\d[^()]*$/.test(value)) return 'phone-brackets';
  const digits = value.replace(/\D/g, '').length;
  if (value.startsWith('+7') && digits !== 11) return 'phone-digits-russia';
  return digits < 11 || digits > 15 ? 'phone-digits' : undefined;
}

/** another site's page, opened from the clinic's */
export const webAddressSchema = z
  .string()
  .trim()
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, expectation('web-address'));
