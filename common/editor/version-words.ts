// The words of a row of «История правок» (common/contracts/entry-history.ts): its time as the
// clinic reads it, and what the version changed — the restore's own words, else whether the file
// was made or changed. A commit's message is not shown otherwise: on the clinic's server it is
// Decap's English («Update Pages “about”») or the publication's («Опубликовать: pages/about»), on a
// developer's checkout a programmer's.

const RESTORED = 'Возвращена версия от ';

/** ДД.ММ.ГГГГ ЧЧ:ММ in `timeZone` (an IANA zone: the clinic's, RECEIVER_TIME_ZONE) */
export function formatVersionTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** the message a restore is committed with; the history shows it as it is */
export function restoreMessage(when: string): string {
  return `${RESTORED}${when}`;
}

/** what a version changed: the restore's message, or «Создание» / «Правка» */
export function changeWords(messages: readonly string[], created: boolean): string {
  const restore = messages.find((message) => message.startsWith(RESTORED));
  if (restore !== undefined) return restore.split('\n')[0]!.trim();
  return created ? 'Создание' : 'Правка';
}
