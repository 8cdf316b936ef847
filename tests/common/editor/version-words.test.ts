import { describe, expect, it } from 'vitest';
import { changeWords, formatVersionTime, restoreMessage } from '../../../common/editor/version-words.ts';

// The words of «История правок»: the time as ДД.ММ.ГГГГ ЧЧ:ММ in the clinic's zone, and what a
// version changed — only the editor's own words (a restore's) are shown, never a commit's message.

describe('formatVersionTime', () => {
  it('writes the day and the time in the clinic’s zone, with leading zeros and no comma', () => {
    const at = new Date('2026-03-05T01:07:00Z');
    expect(formatVersionTime(at, 'Asia/Novosibirsk')).toBe('05.03.2026 08:07');
    expect(formatVersionTime(at, 'Europe/Moscow')).toBe('05.03.2026 04:07');
  });

  it('moves to the next day and year where the clinic is past midnight', () => {
    expect(formatVersionTime(new Date('2025-12-31T20:30:00Z'), 'Asia/Novosibirsk')).toBe('01.01.2026 03:30');
    expect(formatVersionTime(new Date('2025-12-31T20:30:00Z'), 'UTC')).toBe('31.12.2025 20:30');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatVersionTime(new Date('2026-06-01T17:00:00Z'), 'Asia/Novosibirsk')).toBe('02.06.2026 00:00');
  });
});

describe('changeWords', () => {
  it('says «Создание» for the version that made the file and «Правка» for any other', () => {
    expect(changeWords(['Create Pages “about”'], true)).toBe('Создание');
    expect(changeWords(['Опубликовать: pages/about', 'Update Pages “about”'], false)).toBe('Правка');
    expect(changeWords(['content: fix a typo'], false)).toBe('Правка');
  });

  it('says a restore in its own words, from the publication’s draft too', () => {
    expect(changeWords(['Опубликовать: pages/about', restoreMessage('05.03.2026 08:07')], false)).toBe('Возвращена версия от 05.03.2026 08:07');
  });
});
