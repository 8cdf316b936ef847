import { describe, expect, it } from 'vitest';
import { formatRussianDate, isMapPoint, ordinalLabel } from '../../../app/blocks/format.ts';
import { cutText, formatRoubles, phoneHref } from '../../../app/blocks/format-more.ts';
import { mapWidgetUrl } from '../../../app/blocks/map-frame.tsx';
import { yandexMapsLink } from '../../../app/blocks/contact-card.tsx';

describe('formatRussianDate', () => {
  it.each([
    ['2024-03-12', '12 марта 2024 г.'],
    ['2011-12-20', '20 декабря 2011 г.'],
    ['2012-01-01', '1 января 2012 г.'],
    ['2023-05-31', '31 мая 2023 г.'],
  ])('%s → %s', (iso, text) => {
    expect(formatRussianDate(iso)).toBe(text);
  });

  it('never shifts the day, whatever the time zone', () => {
    // the first and last day of a month are where a UTC/local mix-up shows
    expect(formatRussianDate('2024-01-01')).toBe('1 января 2024 г.');
    expect(formatRussianDate('2024-12-31')).toBe('31 декабря 2024 г.');
  });

  it('leaves a string that is not a date as it is', () => {
    expect(formatRussianDate('вчера')).toBe('вчера');
  });
});

describe('formatRoubles', () => {
  it('groups thousands with no-break spaces and adds the rouble sign', () => {
    expect(formatRoubles(99000)).toBe('99\u00a0000\u00a0₽');
    expect(formatRoubles(2000)).toBe('2\u00a0000\u00a0₽');
    expect(formatRoubles(500)).toBe('500\u00a0₽');
    expect(formatRoubles(1250000)).toBe('1\u00a0250\u00a0000\u00a0₽');
  });
});

describe('ordinal labels', () => {
  it('name the first and the tenth item as spec §2.13 does', () => {
    expect(ordinalLabel(0)).toBe('Первый пункт');
    expect(ordinalLabel(9)).toBe('Десятый пункт');
  });
});

describe('cutText', () => {
  it('keeps a text of exactly the limit whole', () => {
    const text = 'а'.repeat(525);
    expect(cutText(text, 525)).toEqual({ text, cut: false });
  });

  it('cuts a text one character over the limit', () => {
    const result = cutText('а'.repeat(526), 525);
    expect(result.cut).toBe(true);
    expect(result.text).toBe(`${'а'.repeat(525)}…`);
  });

  it('cuts back to a word boundary near the limit', () => {
    const text = `${'слово '.repeat(100)}конец`;
    const result = cutText(text, 525);
    expect(result.cut).toBe(true);
    expect(result.text.endsWith('слово…')).toBe(true);
    expect(result.text.length - 1).toBeLessThanOrEqual(525);
  });
});

describe('phoneHref', () => {
  it('keeps the plus and the digits', () => {
    expect(phoneHref('+7 999 000-00-00')).toBe('tel:+79990000000');
  });
});

describe('map coordinates (nothing but a point on Earth reaches a map URL)', () => {
  it.each([
    [54.6, 83.3, true],
    [-90, 180, true],
    [90.1, 0, false],
    [0, -180.5, false],
    ['54', '83', false],
    [Number.NaN, 0, false],
    [Number.POSITIVE_INFINITY, 0, false],
  ])('isMapPoint(%s, %s) → %s', (lat, lng, expected) => {
    expect(isMapPoint(lat, lng)).toBe(expected);
  });

  it('mapWidgetUrl and yandexMapsLink refuse anything else', () => {
    expect(mapWidgetUrl(54.6, 83.3, 16)).toBe('https://yandex.ru/map-widget/v1/?ll=83.3,54.6&z=16&pt=83.3,54.6,pm2rdm');
    expect(() => mapWidgetUrl('1&evil=1' as unknown as number, 2, 16)).toThrow(RangeError);
    expect(() => yandexMapsLink(540, 83)).toThrow(RangeError);
  });
});
