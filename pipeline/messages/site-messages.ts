import { renderIssue, type IssueInfo } from './issue.ts';
import { quote, russianDate } from './language.ts';
import { renderYamlSyntax, type YamlSyntaxInfo } from './yaml-syntax.ts';
import { entry } from './entry.ts';
import { closestName } from './closest-name.ts';

// Problems of the content folder as a whole: its files, navigation, public files and clinic facts.

export type SvgDanger = 'script' | 'handler' | 'javascript' | 'foreign-object' | 'entity' | 'external' | 'css-url' | 'css-import';

const SVG_DANGERS: Record<SvgDanger, { ru: string; en: string }> = {
  script: { ru: 'элемент <script>', en: 'a <script> element' },
  handler: { ru: 'атрибут-обработчик событий (on…=)', en: 'an event handler attribute (on…=)' },
  javascript: { ru: 'адрес javascript:', en: 'a javascript: URL' },
  'foreign-object': { ru: 'элемент <foreignObject> (HTML внутри SVG)', en: 'a <foreignObject> (HTML inside the SVG)' },
  entity: { ru: 'объявление сущности (<!ENTITY>)', en: 'an entity declaration' },
  external: { ru: 'ссылка на другой сайт или схему', en: 'a reference to another site or scheme' },
  'css-url': { ru: 'CSS url() на другой сайт или схему', en: 'a CSS url() to another site or scheme' },
  'css-import': { ru: 'CSS @import', en: 'a CSS @import' },
};

export const SITE_MESSAGES = {
  'content-dir-missing': entry<{ dir: string }>({
    severity: 'error',
    ru: (p) => `в папке ${p.dir} нет ни одной страницы markdown (.md)`,
    en: (p) => `expected markdown pages in ${p.dir}, found none`,
    help: 'В папке `content/pages` нет ни одного файла `.md`. Проверьте, та ли папка указана в `--content`.',
  }),
  'file-unreadable': entry<{ reason: string }>({
    severity: 'error',
    ru: (p) => `не удалось прочитать файл: ${p.reason}`,
    en: (p) => `could not read the file: ${p.reason}`,
    help: 'Файл не читается (нет прав или он повреждён). Сохраните его заново.',
  }),
  'route-duplicate': entry<{ file: string; other: string; route: string }>({
    severity: 'error',
    ru: (p) => `${p.file} и ${p.other} претендуют на один адрес ${p.route}: у каждого адреса должен быть один файл — оставьте либо имя.md, либо имя/index.md`,
    en: (p) => `${p.file} and ${p.other} both claim the route ${p.route}: expected one file per route (keep either name.md or name/index.md)`,
    help: 'Два файла дают один адрес (`about.md` и `about/index.md`). Оставьте один из них.',
  }),
  'public-file-unsafe': entry<
    { file: string } & ({ problem: 'type'; extension: string; runs: boolean; allowed: string[] } | { problem: 'svg'; danger: SvgDanger })
  >({
    severity: 'error',
    ru: (p) =>
      p.problem === 'svg'
        ? `в ${p.file} есть ${SVG_DANGERS[p.danger].ru} — это срабатывает, когда SVG открывают отдельно; ожидался простой рисунок: сохраните его заново без скриптов, ссылок и встроенного содержимого`
        : `${p.file} не будет опубликован: ожидались картинки, PDF или офисные документы (${p.allowed.map((type) => `.${type}`).join(', ')}), а это ${p.extension === '' ? 'файл без расширения' : `файл .${p.extension}`}${p.runs ? ', который браузер выполнил бы на сайте' : ''}`,
    en: (p) =>
      p.problem === 'svg'
        ? `${p.file} holds ${SVG_DANGERS[p.danger].en}, which runs or loads when the SVG is opened on its own: expected a plain drawing (export it again without scripts, links or embedded content)`
        : `${p.file} is not published: expected images, PDF or office documents (${p.allowed.map((type) => `.${type}`).join(', ')}), found ${p.extension === '' ? 'a file without an extension' : `.${p.extension}`}${p.runs ? ', which a browser would run on the site' : ''}`,
    help: 'В `content/public` лежит файл, который браузер выполнил бы на сайте (`.html`, `.js`, SVG со скриптом, обработчиком `on…=` или ссылкой на другой сайт), или файл того типа, что сайт не публикует. Там место только картинкам, PDF, офисным документам и `.txt`.',
  }),
  'nav-file-missing': entry<{ file: string }>({
    severity: 'error',
    ru: (p) => `нет файла навигации ${p.file}: он обязателен (его поля описаны в content/README.md)`,
    en: (p) => `expected the navigation file ${p.file} (see content/README.md for its fields), found no such file`,
    help: 'Нет одного из четырёх файлов `content/navigation/*.yaml`. Верните его (см. раздел «Навигация»).',
  }),
  'nav-yaml': entry<{ yaml: YamlSyntaxInfo }>({
    severity: 'error',
    ru: (p) => `ошибка в записи файла навигации: ${renderYamlSyntax(p.yaml, 'ru')}`,
    en: (p) => `not valid YAML: ${renderYamlSyntax(p.yaml, 'en')}`,
    help: 'Файл навигации записан с ошибкой YAML: проверьте отступы (только пробелы), «- » перед пунктами, двоеточия и кавычки.',
  }),
  'nav-invalid': entry<{ issue: IssueInfo }>({
    severity: 'error',
    ru: (p) => renderIssue(p.issue, 'ru'),
    en: (p) => renderIssue(p.issue, 'en'),
    help: 'Поле в файле навигации пропущено, написано с ошибкой или имеет неверное значение. Сверьтесь с разделом «Навигация».',
  }),
  'nav-target-missing': entry<{ route: string; suggestion: string | undefined }>({
    severity: 'error',
    ru: (p) => `навигация указывает на ${p.route}, а страницы с таким адресом в content/pages нет${p.suggestion ? ` (возможно, ${p.suggestion}?)` : ''}`,
    en: (p) =>
      `navigation points at ${p.route}: expected a page for that route in content/pages, found none${p.suggestion ? ` (did you mean ${p.suggestion}?)` : ''}`,
    help: 'Пункт меню, вкладка или последовательность ведёт на несуществующую страницу. Исправьте адрес или создайте страницу.',
  }),
  'fact-unknown': entry<{ name: string; known: string[] }>({
    severity: 'error',
    ru: (p) => {
      const suggestion = closestName(p.name, p.known);
      if (p.known.length === 0) return `неизвестный факт ${quote('ru', p.name)}: фактов клиники пока нет`;
      return `неизвестный факт ${quote('ru', p.name)}${suggestion ? ` — возможно, ${quote('ru', suggestion)}? Известные` : '. Известные'} факты: ${p.known.join(', ')}`;
    },
    en: (p) => {
      const suggestion = closestName(p.name, p.known);
      if (p.known.length === 0) return `unknown fact "${p.name}": no clinic facts are defined`;
      return `unknown fact "${p.name}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}: expected one of ${p.known.join(', ')}`;
    },
    help: 'Ссылка на факт клиники (телефон, адрес, цена…) с именем, которого нет в файле фактов. Проверьте написание имени.',
  }),
  'sample-value': entry<{ what: string }>({
    // only ever reported by the release check (check --release, the production build)
    severity: 'error',
    ru: (p) => `образец данных: ${p.what} — до запуска клиника должна прислать настоящие данные; замените образец и уберите пометку sample`,
    en: (p) => `sample data still in place (${p.what}): the clinic must supply the real value before launch; replace it and remove the sample mark`,
    help: 'Значение помечено как образец (`sample`). Обычная проверка и `npm start` только считают образцы; `check --release` и сборка для публикации считают каждый ошибкой. Замените образец настоящим значением и уберите пометку.',
  }),
  'form-service-abroad': entry<{ country: string }>({
    // only ever reported by the release check (check --release, the production build)
    severity: 'error',
    ru: (p) =>
      `сервис отправки форм обрабатывает данные в стране «${p.country}»: данные форм должны сначала записываться в базу данных в России (152-ФЗ, ст. 18 ч. 5) — уберите formService, formServiceCountry и formServiceHost, чтобы формы шли в приёмник клиники, или укажите сервис в России`,
    en: (p) =>
      `the form service records the data in «${p.country}»: form data must first be recorded in a database in Russia (152-ФЗ art. 18 pt. 5) — remove formService, formServiceCountry and formServiceHost so the forms go to the clinic's receiver, or name a service in Russia`,
    help: 'Факты `formService`, `formServiceCountry`, `formServiceHost` называют внешний сервис отправки форм за пределами России. По 152-ФЗ (ст. 18 ч. 5) данные форм сначала записываются в базу данных в России; по умолчанию их принимает приёмник клиники на её сервере (`docs/forms.md`). `check --release` и сборка для публикации считают такой сервис ошибкой.',
  }),
  'facts-file-missing': entry<{ file: string }>({
    severity: 'error',
    ru: (p) => `нет файла ${p.file}: в нём записаны факты о клинике (название, адрес, телефон, цены — см. content/README.md)`,
    en: (p) => `expected the clinic facts file ${p.file} (name, address, phone, prices — see content/README.md), found no such file`,
    help: 'Нет файла `content/data/clinic.yaml` с фактами о клинике. Верните его (см. раздел «Факты о клинике»).',
  }),
  'facts-yaml': entry<{ yaml: YamlSyntaxInfo }>({
    severity: 'error',
    ru: (p) => `ошибка в записи файла фактов: ${renderYamlSyntax(p.yaml, 'ru')}`,
    en: (p) => `the facts file is not valid YAML: ${renderYamlSyntax(p.yaml, 'en')}`,
    help: 'Файл фактов записан с ошибкой YAML: проверьте отступы (только пробелы), двоеточия и кавычки.',
  }),
  'facts-invalid': entry<{ issue: IssueInfo }>({
    severity: 'error',
    ru: (p) => renderIssue(p.issue, 'ru'),
    en: (p) => renderIssue(p.issue, 'en'),
    help: 'Факт в `content/data/clinic.yaml` пропущен, написан с ошибкой или имеет неверное значение. Нужны все факты; пока клиника их не прислала, оставьте образец с пометкой `sample`.',
  }),
  'search-vocabulary-yaml': entry<{ yaml: YamlSyntaxInfo }>({
    severity: 'error',
    ru: (p) => `ошибка в записи словаря поиска: ${renderYamlSyntax(p.yaml, 'ru')}`,
    en: (p) => `the search vocabulary is not valid YAML: ${renderYamlSyntax(p.yaml, 'en')}`,
    help: 'Словарь поиска `content/data/search-vocabulary.yaml` записан с ошибкой YAML: проверьте отступы (только пробелы), дефисы перед группами и квадратные скобки.',
  }),
  'search-vocabulary-invalid': entry<{ issue: IssueInfo }>({
    severity: 'error',
    ru: (p) => renderIssue(p.issue, 'ru'),
    en: (p) => renderIssue(p.issue, 'en'),
    help: 'В словаре поиска группа короче двух слов, слово короче двух букв (кроме «в», «и» и других однобуквенных слов между двумя словами выражения), в выражении знаки препинания или одно слово записано в двух группах. Каждая группа — список из двух и более слов или выражений (до пяти слов через пробел или дефис), и каждое слово входит только в одну группу.',
  }),
  'search-vocabulary-unused': entry<{ phrases: string[] }>({
    severity: 'warning',
    ru: (p) =>
      `ни одно слово группы ${p.phrases.map((phrase) => quote('ru', phrase)).join(', ')} не встречается на страницах сайта: такая группа ничего не находит — поправьте её под слова страниц или уберите`,
    en: (p) =>
      `no page of the site holds any word of the group ${p.phrases.map((phrase) => quote('en', phrase)).join(', ')}: the group finds nothing — match it to the pages' words or remove it`,
    help: 'Поиск находит по словам группы только то, что написано на страницах. Если ни одного слова группы нет ни в одной странице (например, страницу переписали другими словами), группа ничего не находит. Добавьте в группу слово, которым это названо на сайте, или уберите группу.',
  }),
  'data-yaml': entry<{ yaml: YamlSyntaxInfo }>({
    severity: 'error',
    ru: (p) => `ошибка в записи файла данных клиники: ${renderYamlSyntax(p.yaml, 'ru')}`,
    en: (p) => `the clinic data file is not valid YAML: ${renderYamlSyntax(p.yaml, 'en')}`,
    help: 'Файл данных клиники в `content/data/` записан с ошибкой YAML: проверьте отступы (только пробелы), «- » перед пунктами списка, двоеточия и кавычки.',
  }),
  'data-invalid': entry<{ issue: IssueInfo }>({
    severity: 'error',
    ru: (p) => renderIssue(p.issue, 'ru'),
    en: (p) => renderIssue(p.issue, 'en'),
    help: 'Поле в файле данных клиники (`content/data/*.yaml`, `content/data/staff/*.yaml`, `content/data/reviews/*.yaml`) пропущено, написано с ошибкой или имеет неверное значение. Обязательные поля нужны все; пока клиника не прислала значение, пишите образец с пометкой `sample` (см. «Сведения о клинике, которых требует закон»).',
  }),
  'data-missing': entry<{ file: string; what: string }>({
    // only ever reported by the release check (check --release, the production build)
    severity: 'error',
    ru: (p) => `нет ${p.file.endsWith('.yaml') ? 'файла' : 'ни одной записи в папке'} ${p.file}: до запуска нужны ${p.what}`,
    en: (p) => `expected ${p.file.endsWith('.yaml') ? 'the file' : 'entries in the folder'} ${p.file} before launch (${p.what}), found none`,
    help: 'Закон требует опубликовать эти сведения, а файла данных (или записей о сотрудниках в `content/data/staff/`) нет. Обычная проверка только считает это; `check --release` и сборка для публикации — ошибка. Верните файл по образцу из раздела «Сведения о клинике, которых требует закон».',
  }),
  'page-unreached': entry<{ route: string }>({
    severity: 'warning',
    ru: (p) =>
      `на страницу ${p.route} нельзя попасть с сайта: на неё не ведут ни меню, ни цепочки «назад / далее», ни ссылки со страниц, до которых посетитель может дойти, — добавьте ссылку на неё или пункт меню (navigation/sidebars.yaml); если страницу открывают только по прямому адресу, напишите в её шапке orphan: true`,
    en: (p) =>
      `page ${p.route} is reached from nowhere: expected a menu item, a sequence or a link from a page visitors can reach, found none; link to it, or write orphan: true in its frontmatter if it is meant to be opened by its address only`,
    help: 'На страницу не ведут ни вкладки и меню (`content/navigation/`), ни цепочки «назад / далее», ни ссылки со страниц, на которые можно попасть с главной. Посетитель её не найдёт. Добавьте ссылку на неё с подходящей страницы или пункт в `navigation/sidebars.yaml`. Если страница нужна только по прямому адресу (пример, ссылка в письме), напишите в её шапке `orphan: true`.',
  }),
  'news-scheduled': entry<{ date: string; today: string }>({
    severity: 'warning',
    ru: (p) =>
      `новость датирована ${russianDate(p.date)}, а сборка — ${russianDate(p.today)}: на сайте её пока нет (ни в списке новостей, ни на главной, ни в поиске), она появится со сборки в день новости или позже; если дата ошибочна, исправьте её`,
    en: (p) => `news item dated ${p.date}, after the build's day ${p.today}: not published until a build on or after its date`,
    help: 'Новость с датой в будущем проверяется, но не публикуется: её нет в списке новостей, на главной, в цепочке «назад / далее», в поиске и в карте сайта, а её адрес не открывается. Она появится сама при первой сборке сайта в день новости или позже. Если дата написана с ошибкой, исправьте её.',
  }),
  'block-data-missing': entry<{ name: string; file: string }>({
    severity: 'error',
    ru: (p) => `блок ${quote('ru', p.name)} показывает сведения из ${p.file}, а их нет: верните файл (образец — в content/README.md) или уберите блок`,
    en: (p) => `the ${p.name} block shows the data of ${p.file}: expected that data, found none; restore the file (see content/README.md) or remove the block`,
    help: 'Блок показывает сведения из файла данных клиники (`content/data/…`), из папки сотрудников или отзывов (`content/data/staff/`, `content/data/reviews/`) или новости (`content/pages/news/`), а их нет. Верните файл или уберите блок со страницы.',
  }),
  'licence-issuer-unknown': entry<{ issuer: string; ids: string }>({
    severity: 'error',
    ru: (p) =>
      `лицензию выдал орган с id «${p.issuer}», а в supervisors.yaml его нет${p.ids === '' ? ' (ни у одного органа нет id)' : ` (есть: ${p.ids})`}: напишите в issuer id органа из supervisors.yaml или добавьте орган туда`,
    en: (p) =>
      `expected the licence's issuer "${p.issuer}" to be the id of a body in supervisors.yaml, found ${p.ids === '' ? 'no body with an id' : `only ${p.ids}`}`,
    help: 'Орган, выдавший лицензию, записан один раз — в `content/data/supervisors.yaml`, с адресом и телефоном; `licence.yaml` называет его по `id` (`issuer: minzdrav-nso`). Напишите в `issuer` id органа из `supervisors.yaml` или добавьте этот орган туда с его `id`.',
  }),
  'review-consent': entry<{ what: string }>({
    // only ever reported by the release check (check --release, the production build)
    severity: 'error',
    ru: (p) =>
      `${p.what}: согласие на публикацию сведений о здоровье ребёнка даёт родитель или законный представитель (152-ФЗ, ст. 10) — получите его или уберите отзыв; если автор — законный представитель, напишите в отзыве legalGuardian: true`,
    en: (p) =>
      `${p.what}: consent to publish a child's health data comes from a parent or legal guardian (152-ФЗ art. 10) — obtain it or remove the review; if the author is the legal guardian, add legalGuardian: true to the review`,
    help: 'Отзыв о ребёнке написал не родитель (бабушка, тётя, брат…). Согласие на публикацию сведений о здоровье ребёнка даёт родитель или другой законный представитель. Получите его согласие или уберите отзыв; если автор отзыва — опекун, допишите в отзыв `legalGuardian: true`.',
  }),
};
