import { plural, type Language } from './language.ts';

// The CLI's own lines around the diagnostics (stderr), in both languages.

/** "2 errors, 1 warning" / «2 ошибки, 1 предупреждение» */
export function summaryText(errors: number, warnings: number, lang: Language): string {
  if (lang === 'en') return `${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`;
  return `${errors} ${plural(errors, 'ошибка', 'ошибки', 'ошибок')}, ${warnings} ${plural(warnings, 'предупреждение', 'предупреждения', 'предупреждений')}`;
}

export function pagesText(pages: number, lang: Language): string {
  return lang === 'en' ? `${pages} pages` : `${pages} ${plural(pages, 'страница', 'страницы', 'страниц')}`;
}

export const CLI_TEXTS = {
  folderMissing: { ru: (dir: string) => `папка ${dir} не найдена`, en: (dir: string) => `folder ${dir} not found` },
  notAFolder: { ru: (dir: string) => `${dir} — это файл, а не папка`, en: (dir: string) => `${dir} is a file, not a folder` },
  errorPrefix: { ru: 'ошибка', en: 'error' },
  buildDateInvalid: {
    ru: (value: string) => `BUILD_DATE=${value} — не дата: день сборки пишется как ГГГГ-ММ-ДД, например BUILD_DATE=2026-12-01`,
    en: (value: string) => `BUILD_DATE=${value}: expected the build's day as YYYY-MM-DD, e.g. BUILD_DATE=2026-12-01`,
  },
  noOutput: { ru: 'ничего не записано: исправьте ошибки выше', en: 'no output written: fix the errors above' },
  wrote: { ru: (file: string) => `записан ${file}`, en: (file: string) => `wrote ${file}` },
  valid: { ru: 'всё в порядке', en: 'content is valid' },
  checklistPrinted: { ru: 'список для запуска выведен выше', en: 'the launch checklist is printed above' },
  seconds: { ru: (seconds: string) => `за ${seconds.replace('.', ',')} с`, en: (seconds: string) => `in ${seconds} s` },
  /** the one line about sample values of the ordinary check, npm start and a build that allows them */
  samples: {
    ru: (count: number) => `образцы данных: ${count} — перед запуском замените их (check --release)`,
    en: (count: number) => `sample values: ${count} — replace them before launch (check --release)`,
  },
  watchStart: { ru: '[content] сборка…', en: '[content] building…' },
  /** the output could not be written (a full disk, no permission, a folder in the file's place) */
  writeFailed: {
    ru: (file: string, reason: string) => `не удалось записать ${file} (${reason})`,
    en: (file: string, reason: string) => `could not write ${file} (${reason})`,
  },
  outputKept: { ru: 'на сайте осталась прежняя версия', en: 'output kept as it was' },
  /** writeMs: npm start served the build from memory first, then wrote db.json in that long */
  watchDone: {
    ru: (compiled: number, pages: number, ms: number, summary: string, written: boolean, writeMs?: number) =>
      `[content] пересобрано ${compiled} из ${pages} ${plural(pages, 'страницы', 'страниц', 'страниц')} за ${ms} мс${writeMs === undefined ? '' : ` (+${writeMs} мс на запись db.json)`}, ${summary}; ${written ? 'сайт обновлён' : 'на сайте осталась прежняя версия'}`,
    en: (compiled: number, pages: number, ms: number, summary: string, written: boolean, writeMs?: number) =>
      `[content] ${compiled} of ${pages} pages compiled in ${ms} ms${writeMs === undefined ? '' : ` (+${writeMs} ms writing db.json)`}, ${summary}; ${written ? 'output updated' : 'output kept as it was'}`,
  },
} as const;
