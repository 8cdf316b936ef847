import type { CallbackValues, Messenger } from './form-values.ts';
import { CALLBACK_FORM } from '../../common/forms/form-definitions.ts';

// The callback request as sent (spec §3): Russian field names, fixed subject, fallback texts.

const CALLBACK_SUBJECT = CALLBACK_FORM.subject;
const CONTACT_METHOD_TEXT = { phone: 'Телефонный звонок', message: 'Сообщение' } as const;
const NO_MESSENGER_TEXT = 'Не указан';
const NO_ADDITIONAL_INFO_TEXT = 'Не указана';

export interface CallbackPayload {
  access_key: string;
  subject: typeof CALLBACK_SUBJECT;
  Имя: string;
  Телефон: string;
  'Способ связи': (typeof CONTACT_METHOD_TEXT)[keyof typeof CONTACT_METHOD_TEXT];
  Мессенджер: string;
  'Дополнительная информация': string;
}

/** spec §3: "capitalised messenger name" — telegram → Telegram, whatsapp → Whatsapp, sms → Sms */
function capitalize(messenger: Messenger): string {
  return messenger.charAt(0).toUpperCase() + messenger.slice(1);
}

export function buildCallbackPayload(values: CallbackValues, accessKey: string): CallbackPayload {
  const info = values.additionalInfo.trim();
  return {
    access_key: accessKey,
    subject: CALLBACK_SUBJECT,
    Имя: values.name.trim(),
    Телефон: values.phone,
    'Способ связи': CONTACT_METHOD_TEXT[values.contactMethod],
    Мессенджер: values.contactMethod === 'message' ? capitalize(values.messenger) : NO_MESSENGER_TEXT,
    'Дополнительная информация': info === '' ? NO_ADDITIONAL_INFO_TEXT : info,
  };
}
