// The site search's judged set: what a family types, and the page a person expects first. Each
// query lists the pages (a route: any hit on that page) or sections (a route#anchor: that hit)
// that answer it; the search should show one of them first, and must show one in its first
// three. Then queries about what the clinic does not do or say — other services, nonsense,
// phrases joined by hyphens — which must find nothing ('Ничего не найдено', spec §2.3, §5).
// `npm run bench -- search` measures them (testing/search/search-relevance.ts); `npm test` holds them
// (tests/content/search-relevance.test.ts). Both over the real content.

export interface Judgement {
  query: string;
  /** what kind of query it is */
  kind:
    | 'condition'
    | 'method'
    | 'price'
    | 'stay'
    | 'documents'
    | 'directions'
    | 'legal'
    | 'about'
    | 'news'
    | 'misspelt'
    | 'layout'
    | 'colloquial'
    | 'symptom'
    | 'compound';
  expected: string[];
}

const CEREBRAL_PALSY = '/services/complex-cerebral-palsy-treatment';
const AUTISM = '/services/autism-asd-treatment';
const BRAIN_INJURY = '/services/tbi-consequences-treatment';
const STROKE = '/services/stroke-rehabilitation';
const EPILEPSY = '/services/epilepsy-treatment';
const EXERCISE = '/services/method-2';
const SPEECH_DELAY = ['/services/method-1#кому-назначают', '/services/neurometabolic-therapy#кому-назначают'];
const MOTOR_DELAY = ['/services/method-2#кому-нужны-занятия', '/services/neurometabolic-therapy#кому-назначают'];
const SPASTICITY = ['/services/complex-cerebral-palsy-treatment#формы-дцп', '/services/tbi-consequences-treatment#двигательные', '/services/method-2#массаж'];
const STAY = ['/prices#проживание', '/prices/price-list#проживание', '/anket#сопровождающие', '/about#условия-пребывания'];

export const JUDGEMENTS: Judgement[] = [
  // conditions: the abbreviation, the full name, everyday words
  { query: 'ДЦП', kind: 'condition', expected: [CEREBRAL_PALSY] },
  { query: 'детский церебральный паралич', kind: 'condition', expected: [CEREBRAL_PALSY] },
  { query: 'лечение дцп', kind: 'condition', expected: [CEREBRAL_PALSY] },
  { query: 'аутизм', kind: 'condition', expected: [AUTISM] },
  { query: 'РАС', kind: 'condition', expected: [AUTISM] },
  { query: 'аутизм у ребенка', kind: 'condition', expected: [AUTISM] },
  { query: 'ЧМТ', kind: 'condition', expected: [BRAIN_INJURY] },
  { query: 'черепно-мозговая травма', kind: 'condition', expected: [BRAIN_INJURY] },
  { query: 'травма головы', kind: 'colloquial', expected: [BRAIN_INJURY] },
  { query: 'инсульт', kind: 'condition', expected: [STROKE] },
  { query: 'реабилитация после инсульта', kind: 'condition', expected: [STROKE] },
  { query: 'эпилепсия', kind: 'condition', expected: [EPILEPSY] },
  { query: 'судороги', kind: 'colloquial', expected: [EPILEPSY] },
  // the first aid is a section of the epilepsy page, which the page's description names; its text never says «делать»
  { query: 'что делать при приступе', kind: 'colloquial', expected: [EPILEPSY] },
  // methods
  { query: 'ЛФК', kind: 'method', expected: [EXERCISE] },
  { query: 'массаж', kind: 'method', expected: [EXERCISE] },
  { query: 'уколы в точки', kind: 'colloquial', expected: ['/services/method-1'] },
  { query: 'макрофаги', kind: 'method', expected: ['/services/m2-macrophage-therapy', '/research/m2-macrophages-cerebral-palsy'] },
  { query: 'клеточная терапия', kind: 'method', expected: ['/services/m2-macrophage-therapy', '/research#клеточная-терапия'] },
  { query: 'цитокины', kind: 'method', expected: ['/services/cytokine-therapy'] },
  { query: 'нейрометаболическая терапия', kind: 'method', expected: ['/services/neurometabolic-therapy'] },
  { query: 'методы лечения', kind: 'method', expected: ['/services/treatment-methods', '/services'] },
  // prices
  { query: 'цены', kind: 'price', expected: ['/prices', '/prices/price-list'] },
  { query: 'прайс', kind: 'price', expected: ['/prices/price-list'] },
  { query: 'стоимость лечения', kind: 'price', expected: ['/prices', '/prices/price-list'] },
  { query: 'диагностический пакет', kind: 'price', expected: ['/anket#диагностический-пакет', '/prices', '/prices/price-list'] },
  { query: 'скидки', kind: 'price', expected: ['/promotions/special-offers', '/promotions'] },
  { query: 'акции', kind: 'price', expected: ['/promotions'] },
  { query: 'налоговый вычет', kind: 'price', expected: ['/prices#оплата-и-налоговый-вычет'] },
  { query: 'оплата', kind: 'price', expected: ['/prices#оплата-и-налоговый-вычет', '/prices/price-list#оплата'] },
  // the stay
  { query: 'проживание мамы', kind: 'stay', expected: STAY },
  { query: 'второй сопровождающий', kind: 'stay', expected: STAY },
  { query: 'условия проживания', kind: 'stay', expected: STAY },
  { query: 'питание', kind: 'stay', expected: STAY },
  // documents
  { query: 'какие документы нужны', kind: 'documents', expected: ['/anket#документы-которые-нужно-взять-с-собой'] },
  { query: 'документы на госпитализацию', kind: 'documents', expected: ['/anket#документы-которые-нужно-взять-с-собой'] },
  { query: 'анкета', kind: 'documents', expected: ['/anket'] },
  { query: 'требования к поступлению', kind: 'documents', expected: ['/anket#требования-к-поступлению'] },
  { query: 'согласие на обработку персональных данных', kind: 'legal', expected: ['/consent'] },
  // directions and contacts
  { query: 'как доехать', kind: 'directions', expected: ['/contacts#как-добраться', '/contacts'] },
  { query: 'адрес клиники', kind: 'directions', expected: ['/contacts'] },
  { query: 'телефон', kind: 'directions', expected: ['/contacts'] },
  { query: 'режим работы', kind: 'directions', expected: ['/contacts#режим-работы', '/medical-organization#режим-работы'] },
  { query: 'из новосибирска', kind: 'directions', expected: ['/contacts#из-новосибирска'] },
  { query: 'как добраться из аэропорта', kind: 'directions', expected: ['/contacts#если-вы-прилетаете'] },
  { query: 'где находится клиника', kind: 'directions', expected: ['/contacts'] },
  // legal pages
  { query: 'политика конфиденциальности', kind: 'legal', expected: ['/privacy-policy'] },
  { query: 'персональные данные', kind: 'legal', expected: ['/privacy-policy', '/consent'] },
  { query: 'лицензия', kind: 'legal', expected: ['/medical-organization'] },
  { query: 'ИНН', kind: 'legal', expected: ['/medical-organization'] },
  { query: 'права пациента', kind: 'legal', expected: ['/medical-organization#права-пациентов'] },
  { query: 'ОМС', kind: 'legal', expected: ['/medical-organization'] },
  { query: 'бесплатная помощь ОМС', kind: 'legal', expected: ['/medical-organization'] },
  { query: 'полис ОМС', kind: 'legal', expected: ['/medical-organization#бесплатная-медицинская-помощь'] },
  { query: 'вакансии', kind: 'legal', expected: ['/medical-organization#вакансии'] },
  { query: 'контролирующие органы', kind: 'legal', expected: ['/medical-organization#контролирующие-органы'] },
  { query: 'обязанности пациента', kind: 'legal', expected: ['/medical-organization#обязанности-пациентов'] },
  { query: 'доступность для инвалидов', kind: 'legal', expected: ['/medical-organization#доступность-для-инвалидов'] },
  { query: 'правила внутреннего распорядка', kind: 'legal', expected: ['/medical-organization#правила-внутреннего-распорядка'] },
  { query: 'учредители', kind: 'legal', expected: ['/medical-organization#организация'] },
  { query: 'квалификация врачей', kind: 'legal', expected: ['/medical-organization#медицинские-работники'] },
  // the page says where questions and complaints go, never «пожаловаться»
  {
    query: 'куда пожаловаться',
    kind: 'colloquial',
    expected: ['/medical-organization#куда-обратиться', '/medical-organization#правила-внутреннего-распорядка', '/medical-organization#контролирующие-органы'],
  },
  // the clinic
  { query: 'отзывы', kind: 'about', expected: ['/reviews'] },
  // the law's page calls the clinic's doctors and nurses «медицинские работники»; «О клинике» introduces them
  { query: 'врачи', kind: 'about', expected: ['/medical-organization#медицинские-работники', '/about#врачи-и-медицинские-сёстры'] },
  { query: 'патенты', kind: 'about', expected: ['/patents'] },
  { query: 'научные статьи', kind: 'about', expected: ['/research'] },
  // the news: the list, and each item by what it tells
  { query: 'новости', kind: 'news', expected: ['/news'] },
  { query: 'новости клиники', kind: 'news', expected: ['/news', '/#новости-клиники'] },
  { query: 'награды', kind: 'news', expected: ['/news', '/news/nomination-2011', '/news/victory-2012'] },
  { query: 'врач года', kind: 'news', expected: ['/news/nomination-2011'] },
  { query: 'номинация', kind: 'news', expected: ['/news/nomination-2011'] },
  { query: 'конкурс врачей', kind: 'news', expected: ['/news/victory-2012'] },
  { query: 'победа в конкурсе', kind: 'news', expected: ['/news/victory-2012'] },
  // misspelt
  { query: 'эпилепсыя', kind: 'misspelt', expected: [EPILEPSY] },
  { query: 'аутизьм', kind: 'misspelt', expected: [AUTISM] },
  { query: 'риабилитация после инсульта', kind: 'misspelt', expected: [STROKE] },
  { query: 'масаж', kind: 'misspelt', expected: [EXERCISE] },
  { query: 'цытокины', kind: 'misspelt', expected: ['/services/cytokine-therapy'] },
  // typed with the Latin layout on: «дцп», «цены», «контакты», «аутизм»
  { query: 'lwg', kind: 'layout', expected: [CEREBRAL_PALSY] },
  { query: 'wtys', kind: 'layout', expected: ['/prices', '/prices/price-list'] },
  { query: 'rjynfrns', kind: 'layout', expected: ['/contacts'] },
  { query: 'fenbpv', kind: 'layout', expected: [AUTISM] },
  // abbreviations and everyday words for what the site names formally
  { query: 'МРТ', kind: 'colloquial', expected: ['/anket#диагностический-пакет', '/prices/price-list#диагностика', '/about#диагностика'] },
  { query: 'наркоз', kind: 'colloquial', expected: ['/anket#диагностический-пакет', '/services/m2-macrophage-therapy#седация'] },
  // a symptom in a parent's words, where the site names the condition or says it otherwise
  { query: 'припадки', kind: 'symptom', expected: [EPILEPSY] },
  // the stemmer keeps «припадок» and «припадки» apart (the vowel that drops)
  { query: 'припадок', kind: 'symptom', expected: [EPILEPSY] },
  // the epilepsy page: seizures «с подёргиваниями отдельных мышц», film them for the doctor
  { query: 'дёргается во сне', kind: 'symptom', expected: [EPILEPSY] },
  // «задержка речевого / психоречевого развития»: whom the injections and the neurometabolic therapy are for
  { query: 'не говорит', kind: 'symptom', expected: SPEECH_DELAY },
  { query: 'задержка речи', kind: 'symptom', expected: SPEECH_DELAY },
  { query: 'поздно заговорил', kind: 'symptom', expected: SPEECH_DELAY },
  // «задержка моторного / психомоторного развития»: whom the exercise and the neurometabolic therapy are for
  { query: 'отстаёт в развитии', kind: 'symptom', expected: MOTOR_DELAY },
  { query: 'поздно пошёл', kind: 'symptom', expected: MOTOR_DELAY },
  // «головная боль» after a head injury (when to call an ambulance, its treatment) and at a stroke; the research page and
  // the M2 page, which list it among a procedure's reactions, come first in the index's order
  { query: 'болит голова', kind: 'symptom', expected: ['/services/tbi-consequences-treatment', STROKE] },
  // «повышенный мышечный тонус», «спастичность»; the M2 research's conclusions come first in the index's order
  { query: 'ноги как деревянные', kind: 'symptom', expected: SPASTICITY },
  { query: 'гипертонус', kind: 'symptom', expected: SPASTICITY },
  // walking on the toes: the spastic forms, «повышенный мышечный тонус в ногах»
  { query: 'ходит на носочках', kind: 'symptom', expected: ['/services/complex-cerebral-palsy-treatment#формы-дцп'] },
  {
    query: 'плохо спит',
    kind: 'symptom',
    expected: [
      '/services/autism-asd-treatment#обследование',
      '/services/autism-asd-treatment#лечение-сопутствующих-нарушений',
      '/services/tbi-consequences-treatment#когнитивные-и-эмоциональные',
    ],
  },
  // exercise helps «удерживать голову, переворачиваться, сидеть»
  { query: 'не держит голову', kind: 'symptom', expected: ['/services/method-2#лечебная-физкультура'] },
  // a word made of parts of words, where the site writes them in full
  { query: 'спецпредложение', kind: 'compound', expected: ['/promotions/special-offers', '/promotions#специальные-предложения'] },
  { query: 'медсестра', kind: 'compound', expected: ['/about#врачи-и-медицинские-сёстры', '/about#медицинские-сёстры-и-координаторы'] },
  { query: 'логопед-дефектолог', kind: 'compound', expected: ['/about#реабилитологи-и-педагоги', '/services/autism-asd-treatment#занятия-со-специалистами'] },
  { query: 'медкарта', kind: 'compound', expected: ['/anket#документы-которые-нужно-взять-с-собой'] },
  { query: 'медпомощь', kind: 'compound', expected: ['/medical-organization#бесплатная-медицинская-помощь'] },
  { query: 'медорганизация', kind: 'compound', expected: ['/medical-organization'] },
  // «Программа государственных гарантий бесплатного оказания гражданам медицинской помощи»
  { query: 'госпрограмма', kind: 'compound', expected: ['/medical-organization#бесплатная-медицинская-помощь'] },
  { query: 'медработник', kind: 'compound', expected: ['/medical-organization#медицинские-работники'] },
  { query: 'эпиприступ', kind: 'compound', expected: [EPILEPSY] },
];

/** what the clinic does not do or say: each must find nothing */
export const OFF_SITE: string[] = [
  'ничего-такого-нет',
  'ничего такого нет',
  'кто-нибудь-там',
  'стоматология',
  'лечение зубов',
  'косметолог',
  'пластическая хирургия',
  'ветеринарная клиника',
  'ремонт квартиры',
  'купить iphone',
  'кредит наличными',
  'интернет-магазин',
  'фитнес-клуб',
  'маникюр',
  'ЭКО',
  'доставка пиццы',
  'ипотека',
  'вакансия водителя',
  'щъыхьжц',
  'qwerty',
  'стоматолог',
  'ремонт телефона',
  'купить квартиру',
  'гороскоп',
  // near misses: a word the vocabulary knows, about something else
  'судорожная готовность автомобиля',
  'припадки у собаки',
  'гипертонус матки при беременности',
  'головная боль после алкоголя',
  'деревянные окна',
  'медосмотр для водителей',
  // the site speaks of headaches only after a head injury or a stroke, never of migraine
  'мигрень у ребёнка',
];
