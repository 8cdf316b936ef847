/** the languages every message is written in; Russian is the editors' own and the default */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language of the messages: `--lang` when given, else English only when the locale asks for
 * it (LC_ALL, then LC_MESSAGES, then LANG, the order POSIX reads them in; an empty one is unset).
 */
export function chooseLanguage(flag: Language | undefined, env: NodeJS.ProcessEnv): Language {
  if (flag !== undefined) return flag;
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'ru';
}

/** «…» for Russian text, "…" for English */
export function quote(lang: Language, text: string): string {
  return lang === 'ru' ? `«${text}»` : `"${text}"`;
}

/** the Russian noun form for a count (common/text/russian-plural.ts) */
export { plural } from '../../common/text/russian-plural.ts';

/** «2027-01-10» as Russian text writes a day: «10.01.2027» */
export function russianDate(isoDate: string): string {
  return isoDate.split('-').reverse().join('.');
}
