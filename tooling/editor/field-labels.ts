// The Russian labels of the web editor's fields (docs/web-editor.md). A schema may carry its own
// (`.meta({ title: 'ФИО' })`, as the staff collection does): that one wins. Otherwise a label is
// looked up here by the field's place — `scope:path` (the file or collection, the keys from its
// root), then the longest end of `path` that has one, down to its own key — so one word serves
// every file that uses it.
// tests/tooling/editor/editor-config.test.ts fails for a field of the content without a Russian label.

const LABELS: Readonly<Record<string, string>> = {
  // the page's frontmatter (common/schema/frontmatter.ts)
  'page:title': 'Заголовок страницы',
  'page:description': 'Описание (одно предложение: для поиска и поисковиков)',
  // (unscoped: a news item's frontmatter has them too)
  shortTitle: 'Короткий заголовок (для «хлебных крошек» и ссылок «назад/вперёд»)',
  lastReviewed: 'Проверено врачом (дата)',
  orphan: 'Страница открывается только по ссылке (её нет в меню и разделах)',
  advertising: 'Реклама клиники (акция): под заголовком — предупреждение о противопоказаниях',
  services: 'Медицинские услуги страницы',
  'services.name': 'Услуга',
  'services.work': 'Работа по лицензии',
  'services.requires': 'Что ещё нужно для услуги',
  'services.registration': 'Регистрационное удостоверение или разрешение (номер, дата)',
  roles: 'Должности медицинских работников на странице',
  // the clinic's facts (content/data/clinic.yaml)
  'clinic:name': 'Название клиники',
  'clinic:organization': 'Название с городом',
  'clinic:legalName': 'Полное наименование юридического лица',
  'clinic:address': 'Адрес',
  'clinic:phone': 'Телефон',
  'clinic:email': 'Электронная почта',
  'clinic:hoursWeekdays': 'Часы работы в будни',
  'clinic:hoursSaturday': 'Часы работы в субботу',
  'clinic:inpatientHours': 'Режим работы стационара',
  'clinic:social': 'Соцсети и мессенджеры',
  'clinic:social.kind': 'Вид',
  'clinic:social.title': 'Название',
  'clinic:social.href': 'Адрес',
  'clinic:secondAttendantPrice': 'Цена проживания второго сопровождающего в сутки, ₽',
  'clinic:diagnosticPackagePrice': 'Цена диагностического пакета, ₽',
  'clinic:diagnosticPackageInjectionsPrice': 'На сколько дешевле пакет без инъекций Кортексина, ₽',
  'clinic:ogrn': 'ОГРН',
  'clinic:inn': 'ИНН',
  'clinic:formsRetentionDays': 'Сколько дней хранить формы после уведомления',
  'clinic:formsBackupDays': 'Сколько дней хранить резервные копии форм',
  'clinic:formService': 'Внешний сервис форм: название',
  'clinic:formServiceCountry': 'Внешний сервис форм: страна',
  'clinic:formServiceHost': 'Внешний сервис форм: адрес сервера',
  'clinic:pdOperatorNumber': 'Номер в реестре операторов персональных данных',
  'clinic:hostingProvider': 'Хостинг-провайдер сервера сайта',
  'clinic:hostingCountry': 'Страна дата-центра сервера сайта',
  'clinic:healthDataBasis': 'Основание обработки сведений о здоровье из анкеты',
  'clinic:mailProvider': 'Почтовый сервис клиники',
  // the law's data (content/data/*.yaml)
  'organization:registrationDate': 'Дата государственной регистрации',
  'organization:registrar': 'Кто зарегистрировал',
  'organization:founders': 'Учредители',
  'organization:structure': 'Структура и органы управления',
  'organization:head': 'Руководитель',
  'organization:head.name': 'ФИО',
  'organization:head.reception': 'Часы приёма граждан',
  'organization:workConditions': 'Итоги специальной оценки условий труда',
  'licence:number': 'Номер лицензии',
  'licence:date': 'Дата лицензии',
  'licence:issuer': 'Кто выдал (id органа из контролирующих органов)',
  'licence:works': 'Работы и услуги по лицензии',
  'supervisors:bodies': 'Контролирующие органы',
  'supervisors:bodies.id': 'Идентификатор (латиницей, для лицензии)',
  'supervisors:bodies.name': 'Наименование',
  'supervisors:bodies.role': 'Что контролирует',
  'supervisors:bodies.site': 'Сайт',
  'freeCare:participatesInOms': 'Клиника участвует в ОМС',
  'freeCare:federal': 'Федеральная программа госгарантий',
  'freeCare:regional': 'Территориальная программа',
  'patients:rights': 'Права пациентов',
  'patients:duties': 'Обязанности пациентов',
  'patients:internalRules': 'Правила внутреннего распорядка',
  'patients:accessibility': 'Доступность для инвалидов',
  'patients:paidServicesRules': 'Правила платных медицинских услуг',
  'patients:paidServices': 'Что правила платных услуг требуют сообщить на сайте',
  'vacancies:vacancies': 'Вакансии',
  'vacancies:vacancies.title': 'Должность',
  'vacancies:vacancies.requirements': 'Требования',
  'vacancies:vacancies.conditions': 'Условия',
  // the site's menus (content/navigation/: common/editor/menu-files.ts)
  'header-tabs:tabs': 'Вкладки в шапке сайта',
  'header-tabs:tabs.href': 'Страница',
  'header-tabs:tabs.active': 'Выделять вкладку на страницах вне меню',
  'sidebars:main': 'Основное меню (все страницы, кроме услуг, цен и акций)',
  'sidebars:services': 'Меню услуг (страницы /services/…)',
  'sidebars:prices': 'Меню цен (страницы /prices/…)',
  'sidebars:promotions': 'Меню акций (страницы /promotions/…)',
  sections: 'Группы меню',
  'sections.title': 'Название группы',
  'sections.defaultCollapsed': 'Группа сначала свёрнута',
  'sections.collapsed': 'Группа сначала свёрнута (прежнее написание)',
  'sections.items': 'Пункты меню',
  'sections.items.title': 'Название пункта',
  'sections.items.href': 'Страница',
  'sections.items.active': 'Выделять пункт на страницах вне меню',
  'sequences:sequences': 'Цепочки «назад / далее»',
  'sequences:sequences.id': 'Имя цепочки (латиницей)',
  'sequences:sequences.routes': 'Страницы цепочки по порядку',
  'sequences:sequences.collection': 'Или все записи коллекции, по датам',
  section: 'Раздел (группа бокового меню, где страница появится)',
  // words every file uses alike
  title: 'Название',
  href: 'Ссылка',
  name: 'Наименование',
  position: 'Должность',
  address: 'Адрес',
  phone: 'Телефон',
  date: 'Дата',
  пн: 'Понедельник',
  вт: 'Вторник',
  ср: 'Среда',
  чт: 'Четверг',
  пт: 'Пятница',
  сб: 'Суббота',
  вс: 'Воскресенье',
};

/** the label of the field at `path` (its keys from the file's root) in `scope` */
export function fieldLabel(scope: string, path: readonly string[], title: string | undefined): string {
  if (title !== undefined) return title;
  const key = path.join('.');
  const scoped = LABELS[`${scope}:${key}`];
  if (scoped !== undefined) return scoped;
  // the longest end of the path that has a label: «main.sections.title» finds «sections.title»
  for (let start = 0; start < path.length; start++) {
    const label = LABELS[path.slice(start).join('.')];
    if (label !== undefined) return label;
  }
  return key;
}
