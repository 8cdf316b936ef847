import { plural } from '../../pipeline/index.ts';
import type { VersionInfo } from './git.ts';

// What the publisher tells the editor — in the push's output, on the status page, in the log —
// in Russian: one line each, naming the version by its short hash and the subject the editor (or
// the web editor) gave it, and always saying what the site shows now.

export interface LiveVersion extends VersionInfo {
  /** when it became live, ISO 8601 */
  since: string;
}

const SUBJECT_LIMIT = 80;

export function versionName(version: VersionInfo): string {
  const subject = version.subject.length > SUBJECT_LIMIT ? `${version.subject.slice(0, SUBJECT_LIMIT - 1)}…` : version.subject;
  return subject === '' ? version.commit.slice(0, 7) : `${version.commit.slice(0, 7)} «${subject}»`;
}

/** a moment as the clinic reads it: 25.11.2026, 21:40 */
export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** what the site shows: `still` after a publication that changed nothing, else as it is now */
export function liveLine(live: LiveVersion | undefined, timeZone: string, still = true): string {
  return live === undefined
    ? 'сайт пока не опубликован ни разу'
    : `на сайте ${still ? 'по-прежнему' : 'сейчас'} версия ${versionName(live)}, опубликованная ${formatTime(live.since, timeZone)}`;
}

export const texts = {
  building: (version: VersionInfo) => `Публикация версии ${versionName(version)}: сборка и проверка…`,
  published: (version: VersionInfo) => `Опубликовано: на сайте версия ${versionName(version)}.`,
  republished: (version: VersionInfo) => `Опубликовано: на сайте снова версия ${versionName(version)} (она уже была собрана).`,
  alreadyLive: (version: VersionInfo) => `Версия ${versionName(version)} уже на сайте: публиковать нечего.`,
  includedInLive: (version: VersionInfo, live: VersionInfo) =>
    `Изменения версии ${versionName(version)} уже на сайте: они вошли в опубликованную версию ${versionName(live)}.`,
  contentErrors: (version: VersionInfo, errors: number, live: string) =>
    `Сайт не изменился: в версии ${versionName(version)} ${errors} ${plural(errors, 'ошибка', 'ошибки', 'ошибок')} в содержимом, каждая названа с файлом и строкой. Исправьте и сохраните снова; ${live}.`,
  buildFailed: (version: VersionInfo, how: string, live: string) =>
    `Сайт не изменился: сборка версии ${versionName(version)} не удалась (${how}). Это не ошибка в тексте — сообщите администратору сайта; ${live}.`,
  interrupted: (version: VersionInfo, live: string) => `Сайт не изменился: публикация версии ${versionName(version)} прервана; ${live}.`,
  dependenciesChanged: (version: VersionInfo, live: string) =>
    `Сайт не изменился: в версии ${versionName(version)} другой список пакетов (package-lock.json), а на сервере установлен прежний. Администратору сайта нужно обновить код на сервере: sudo clinic upgrade (docs/operations.md, «Обновление»); ${live}.`,
  serverError: (message: string, live: string) =>
    `Публикация не удалась из-за ошибки на сервере (${message}). Это не ошибка в тексте — сообщите администратору сайта; ${live}.`,
  unknownVersion: (revision: string) => `Публикация невозможна: версии «${revision}» нет в хранилище сайта.`,
  rolledBack: (target: VersionInfo, from: VersionInfo | undefined) =>
    `Возврат: на сайте снова версия ${versionName(target)}${from === undefined ? '' : ` вместо ${versionName(from)}`}. Следующее сохранение в ветке сайта опубликует последнюю версию ветки: то, что вернули, исправьте и там.`,
  nothingToRebuild: () => 'Пересобирать нечего: сайт ещё ни разу не опубликован.',
  nothingToRollBack: () => 'Возвращать некуда: других сохранённых выпусков нет.',
  noSuchRelease: (wanted: string) => `Выпуска «${wanted}» нет среди сохранённых (их список: deploy/publish/publish releases).`,
  ambiguousRelease: (wanted: string) => `Под «${wanted}» подходят несколько выпусков: назовите больше знаков хеша.`,
  /** how a build that failed for another reason than the content ended */
  exitedWith: (code: number) => `код выхода ${code}`,
  killedBy: (signal: string) => `прервана сигналом ${signal}`,
  timedOut: (seconds: number) => `не закончилась за ${seconds} с и остановлена`,
} as const;
