// What a schema's own rule (a regex, a refine) expects, in both languages. A schema writes
// `expectation('whole-number')` as its zod message; the issue renderer turns that key back into
// the text of the chosen language, so no English sentence is baked into a schema.

export const EXPECTATIONS = {
  'calendar-date': { en: 'a real calendar date as YYYY-MM-DD', ru: 'настоящая дата в виде ГГГГ-ММ-ДД (например, 2024-03-12)' },
  href: {
    en: 'a path starting with "/" or an http(s), mailto: or tel: URL',
    ru: 'путь от корня сайта, начинающийся с «/», или адрес http(s), mailto: или tel:',
  },
  'public-file': {
    en: 'a path starting with "/" to a file in content/public',
    ru: 'путь к файлу из content/public, начинающийся с «/» (например, /images/photo.webp)',
  },
  'pdf-url': { en: 'a pdfUrl when pdf is true', ru: 'поле pdfUrl, раз указано pdf: true' },
  'image-alt': { en: 'an imageAlt describing the photo', ru: 'поле imageAlt с описанием фотографии' },
  route: { en: 'a route like "/about" (lowercase, digits and hyphens)', ru: 'адрес страницы вида «/about» (строчные латинские буквы, цифры и дефисы)' },
  'collapsed-conflict': {
    en: 'collapsed and defaultCollapsed say different things: write one of them',
    ru: 'одно из полей collapsed или defaultCollapsed — сейчас они противоречат друг другу',
  },
  id: { en: 'an id of lowercase letters, digits and hyphens', ru: 'идентификатор из строчных латинских букв, цифр и дефисов' },
  'supervisor-id-unique': { en: 'a different id for each body', ru: 'у каждого органа свой id' },
  phone: { en: 'a phone number in international format, e.g. +79991234567', ru: 'номер телефона в международном формате, например +79991234567' },
  'site-url': {
    en: 'the address the site is published at, e.g. https://clinic.example.ru',
    ru: 'адрес, по которому опубликован сайт, например https://clinic.example.ru',
  },
  'site-origin': {
    en: 'an origin without a path or trailing slash, e.g. https://clinic.example.ru',
    ru: 'адрес сайта без пути и без «/» в конце, например https://clinic.example.ru',
  },
  'opening-hours': { en: 'days and hours as "Mo-Fr 09:00-18:00"', ru: 'дни и часы в виде «Mo-Fr 09:00-18:00»' },
  'whole-number': { en: 'a whole number', ru: 'целое число' },
  flag: { en: 'the bare name, or =true or =false', ru: 'имя без значения либо =true или =false' },
  'fact-plain-text': {
    en: 'plain text on one line without [ ] * ` < > { } | \\ # " or ": " (write quotes as « »)',
    ru: 'простой текст в одну строку без знаков [ ] * ` < > { } | \\ # " и без «: » (кавычки — «ёлочки»)',
  },
  'sample-note': {
    en: 'what the clinic must supply instead of the sample, e.g. «номер телефона клиники»',
    ru: 'что должна прислать клиника вместо образца, например «номер телефона клиники»',
  },
  'fact-required': {
    en: 'a value: every fact is required (a sample until the clinic supplies it)',
    ru: 'значение (нужен каждый факт; пока клиника его не прислала — образец с пометкой sample)',
  },
  'page-section': {
    en: 'a sidebar group as «<sidebar>/<group title>», e.g. «main/Информация»',
    ru: 'группа бокового меню в виде «<меню>/<название группы>», например «main/Информация»',
  },
  'time-range': {
    en: 'hours as «9:00–18:00» (a hyphen or a dash between the times)',
    ru: 'часы в виде «9:00–18:00» или «9:00-18:00» (между временами — дефис или тире)',
  },
  'phone-text': {
    en: 'a phone number in international format: +7 (not 8), then digits with spaces, hyphens or brackets around the city code, e.g. +7 (38343) 2-15-67',
    ru: 'номер телефона в международном формате: +7 (а не 8), затем цифры — через пробелы, дефисы или со скобками вокруг кода города, например +7 (38343) 2-15-67',
  },
  'phone-brackets': {
    en: 'one pair of brackets, around the city code right after the country code, e.g. +7 (38343) 2-15-67',
    ru: 'одна пара скобок — вокруг кода города сразу после +7, например +7 (38343) 2-15-67',
  },
  'phone-digits-russia': {
    en: 'a Russian number of 11 digits: +7, then the city or operator code and the number, e.g. +7 (38343) 2-15-67',
    ru: 'российский номер из 11 цифр: +7, затем код города или оператора и сам номер, например +7 (38343) 2-15-67',
  },
  'phone-digits': { en: 'a phone number of 11 to 15 digits', ru: 'номер телефона из 11–15 цифр' },
  ogrn: { en: 'an ОГРН of 13 digits', ru: 'ОГРН из 13 цифр' },
  inn: { en: 'an ИНН of an organisation: 10 digits', ru: 'ИНН организации из 10 цифр' },
  'host-name': {
    en: 'a host name in lowercase, such as api.forms.example: no https://, no path',
    ru: 'имя сервера строчными буквами, например api.forms.example: без https:// и без пути',
  },
  email: { en: 'an e-mail address like info@clinic.example.ru', ru: 'адрес электронной почты вида info@clinic.example.ru' },
  'search-phrase': {
    en: 'a word or a phrase of up to five words with spaces or hyphens between them, each of two letters or digits or more but a one-letter word between two others («в», «и»)',
    ru: 'слово или выражение до пяти слов через пробел или дефис, каждое не короче двух букв или цифр, кроме однобуквенного слова между двумя другими («в», «и»)',
  },
  'search-phrase-repeated': {
    en: 'each word or phrase once in the whole file: it belongs to one group',
    ru: 'каждое слово или выражение один раз во всём файле: оно входит в одну группу',
  },
  'sample-or-decide': {
    en: 'beside value, either sample (what the clinic must send) or decide (what it must decide), one of them',
    ru: 'рядом с value — одно из двух: sample (что клиника должна прислать) или decide (что она должна решить)',
  },
  'routes-or-collection': {
    en: "one of routes (the pages in order) or collection (a collection's pages by date, e.g. news)",
    ru: 'одно из двух: routes (страницы по порядку) или collection (страницы коллекции по датам, например news)',
  },
  'send-or-decide': {
    en: 'one of send (what the clinic must send) or decide (what it must decide)',
    ru: 'одно из двух: send (что клиника должна прислать) или decide (что она должна решить)',
  },
  'russian-date': { en: 'a real date as ДД.ММ.ГГГГ, e.g. 15.03.2021', ru: 'настоящая дата в виде ДД.ММ.ГГГГ, например 15.03.2021' },
  year: { en: 'a year of four digits, e.g. 2004', ru: 'год из четырёх цифр, например 2004' },
  'web-address': { en: 'a web address starting with https://', ru: 'адрес сайта, начинающийся с https://' },
  'week-day': { en: 'at least one day of the week, as пн, вт, ср, чт, пт, сб or вс', ru: 'хотя бы один день недели: пн, вт, ср, чт, пт, сб или вс' },
} as const satisfies Record<string, { en: string; ru: string }>;

export type ExpectationKey = keyof typeof EXPECTATIONS;

const PREFIX = 'expectation:';

/** the zod message a schema gives for a rule of its own */
export function expectation(key: ExpectationKey): string {
  return `${PREFIX}${key}`;
}

/** the key inside a zod message written by `expectation`, if it is one */
export function expectationKey(message: string): ExpectationKey | undefined {
  if (!message.startsWith(PREFIX)) return undefined;
  const key = message.slice(PREFIX.length);
  return Object.hasOwn(EXPECTATIONS, key) ? (key as ExpectationKey) : undefined;
}
