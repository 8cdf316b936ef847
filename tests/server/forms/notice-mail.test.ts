import { describe, expect, it } from 'vitest';
import { composeNoticeMail } from '../../../server/forms/outbox/notice-mail.ts';
import { FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, retryDelayMs } from '../../../server/forms/outbox/retry-backoff.ts';

const RECEIVED = new Date('2026-12-31T21:30:00Z');

describe('composeNoticeMail', () => {
  it("shows the time received in the clinic's time zone", () => {
    const input = { form: 'anket' as const, reference: 'А-000001', receivedAt: RECEIVED, notice: {} };
    expect(composeNoticeMail({ ...input, timeZone: 'Europe/Moscow' }).text).toContain('Получена: 1 января 2027 г. в 00:30 (Europe/Moscow)');
    expect(composeNoticeMail({ ...input, timeZone: 'Asia/Yekaterinburg' }).text).toContain('Получена: 1 января 2027 г. в 02:30 (Asia/Yekaterinburg)');
  });

  it("keeps a callback's name and phone on one line each, and says when one is missing", () => {
    const mail = composeNoticeMail({
      form: 'callback',
      reference: 'К-000002',
      receivedAt: RECEIVED,
      notice: { name: 'Мария\r\nBcc: someone@example.com', phone: 42 },
      timeZone: 'Europe/Moscow',
    });
    expect(mail.subject).toBe('Новая заявка на обратную связь К-000002');
    expect(mail.text).toContain('Имя: Мария Bcc: someone@example.com\n');
    expect(mail.text).toContain('Телефон: (не указано)\n');
  });

  it("never shows an anket's notice, whatever it holds", () => {
    const mail = composeNoticeMail({
      form: 'anket',
      reference: 'А-000003',
      receivedAt: RECEIVED,
      notice: { name: 'Петя', diagnosis: 'эпилепсия' },
      timeZone: 'Europe/Moscow',
    });
    expect(mail.subject).toBe('Новая анкета А-000003');
    expect(mail.text).not.toMatch(/Петя|эпилепсия/);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600].map((s) => s * 1000));
    expect(retryDelayMs(1)).toBe(FIRST_RETRY_DELAY_MS);
    expect(retryDelayMs(10_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
