// The two forms as the site's browser sends them (spec §3 callback, spec §7 anket), with the
// fields a person fills; the questionnaire's message holds a diagnosis, the health data the
// receiver encrypts and never e-mails. Used by the forms benchmark and the receiver's tests.

export const SAMPLE_CALLBACK = {
  access_key: 'sample',
  subject: 'Новая заявка на обратную связь',
  Имя: 'Мария',
  Телефон: '+79991234567',
  'Способ связи': 'Телефонный звонок',
  Мессенджер: 'Не указан',
  'Дополнительная информация': 'Не указана',
};

export const SAMPLE_ANKET = {
  access_key: 'sample',
  from_name: 'Иванова Мария',
  subject: 'Анкета (компактно)',
  message: 'Диагноз: ДЦП, спастический тетрапарез\nТелефон: +79991234567',
  reply_to: 'Иванова Мария',
  consent: true,
};
