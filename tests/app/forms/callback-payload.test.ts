import { describe, expect, it } from 'vitest';
import { buildCallbackPayload } from '../../../app/forms/callback-payload.ts';
import { CALLBACK_DEFAULTS, type CallbackValues } from '../../../app/forms/form-values.ts';

// Spec §3 "Callback request (as sent)": every field name, the fixed subject and the fallback texts.

const values = (patch: Partial<CallbackValues>): CallbackValues => ({ ...CALLBACK_DEFAULTS, name: 'Мария', phone: '+79991234567', consent: true, ...patch });

describe('buildCallbackPayload', () => {
  it('a phone call with no additional information', () => {
    expect(buildCallbackPayload(values({}), 'KEY')).toStrictEqual({
      access_key: 'KEY',
      subject: 'Новая заявка на обратную связь',
      Имя: 'Мария',
      Телефон: '+79991234567',
      'Способ связи': 'Телефонный звонок',
      Мессенджер: 'Не указан',
      'Дополнительная информация': 'Не указана',
    });
  });

  it.each([
    ['telegram', 'Telegram'],
    ['whatsapp', 'Whatsapp'],
    ['sms', 'Sms'],
  ] as const)('a message by %s names the messenger capitalised: %s', (messenger, text) => {
    const payload = buildCallbackPayload(values({ contactMethod: 'message', messenger }), 'KEY');
    expect(payload['Способ связи']).toBe('Сообщение');
    expect(payload.Мессенджер).toBe(text);
  });

  it('ignores the messenger chosen before switching back to a phone call', () => {
    expect(buildCallbackPayload(values({ contactMethod: 'phone', messenger: 'whatsapp' }), 'KEY').Мессенджер).toBe('Не указан');
  });

  it('sends trimmed text; blank additional information is "Не указана"', () => {
    const payload = buildCallbackPayload(values({ name: '  Мария  ', additionalInfo: '  звонить после 18:00 \n' }), 'KEY');
    expect(payload.Имя).toBe('Мария');
    expect(payload['Дополнительная информация']).toBe('звонить после 18:00');
    expect(buildCallbackPayload(values({ additionalInfo: ' \n ' }), 'KEY')['Дополнительная информация']).toBe('Не указана');
  });

  it('keeps the field order of the spec in the JSON', () => {
    expect(Object.keys(buildCallbackPayload(values({}), 'KEY'))).toEqual([
      'access_key',
      'subject',
      'Имя',
      'Телефон',
      'Способ связи',
      'Мессенджер',
      'Дополнительная информация',
    ]);
  });
});
