import { quote, russianDate, type Language } from './language.ts';
import { entry } from './entry.ts';

// Problems with what a page points at: links, images, and raw HTML written where markdown belongs.

export type MalformedReason = 'control' | 'backslash' | 'percent';

const MALFORMED: Record<MalformedReason, { ru: string; en: string }> = {
  control: {
    ru: 'содержит управляющий символ (табуляцию или перевод строки): адрес пишется в одну строку без них, пробел — как «%20»',
    en: 'contains a control character (a tab or line break): expected a URL on one line without them; write "%20" for a space',
  },
  backslash: {
    ru: 'содержит обратную косую черту «\\», которую браузеры читают как «/»: напишите «/» (или «%5C», если «\\» действительно нужна в адресе)',
    en: 'contains a backslash, which browsers read as "/": expected "/" (or "%5C" for a backslash in the address)',
  },
  percent: {
    ru: 'содержит неверную последовательность с «%»: после «%» должны идти две шестнадцатеричные цифры (знак «%» пишется как «%25»)',
    en: 'has a malformed percent escape: expected "%" followed by two hex digits that spell UTF-8 text (write "%25" for a "%" sign)',
  },
};

/** the markdown or block that does what an HTML element was meant to do */
export const HTML_ALTERNATIVES = {
  accordion: {
    tags: ['details', 'summary'],
    ru: 'блок accordion или toggle («::: accordion Вопрос» … «:::»)',
    en: 'the accordion or toggle block ("::: accordion Question" … ":::")',
  },
  image: {
    tags: ['img', 'picture', 'figure', 'figcaption'],
    ru: 'картинку markdown («![описание](/images/файл.webp)») или блок image',
    en: 'a markdown image ("![description](/images/file.webp)") or the image block',
  },
  table: {
    tags: ['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption'],
    ru: 'таблицу markdown («| Услуга | Цена |», затем «|---|---|»)',
    en: 'a markdown table ("| Service | Price |", then "|---|---|")',
  },
  map: { tags: ['iframe', 'embed', 'object'], ru: 'блок map (карта с точкой: lat, lng, title)', en: 'the map block (a map with a point: lat, lng, title)' },
  link: { tags: ['a'], ru: 'ссылку markdown («[текст](/адрес)»)', en: 'a markdown link ("[text](/path)")' },
  emphasis: {
    tags: ['b', 'strong', 'i', 'em', 'u', 's', 'del', 'strike', 'mark'],
    ru: 'выделение markdown («**жирный**», «*курсив*», «~~зачёркнутый~~»)',
    en: 'markdown emphasis ("**bold**", "*italic*", "~~struck~~")',
  },
  break: { tags: ['br'], ru: 'пустую строку между абзацами', en: 'an empty line between paragraphs' },
  list: { tags: ['ul', 'ol', 'li'], ru: 'список markdown («- пункт» или «1. пункт»)', en: 'a markdown list ("- item" or "1. item")' },
  heading: { tags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'], ru: 'заголовок markdown («## Заголовок»)', en: 'a markdown heading ("## Heading")' },
  quote: { tags: ['blockquote'], ru: 'цитату markdown («> » в начале строки)', en: 'a markdown quote ("> " at the start of the line)' },
  rule: { tags: ['hr'], ru: 'строку «***»', en: 'a line "***"' },
  callout: { tags: ['aside'], ru: 'блок note, info, tip, warning, check или danger', en: 'a note, info, tip, warning, check or danger block' },
} as const satisfies Record<string, { tags: readonly string[]; ru: string; en: string }>;

export type HtmlAlternative = keyof typeof HTML_ALTERNATIVES | 'comment';

const what = (lang: Language, image: boolean) => (lang === 'ru' ? (image ? 'картинка' : 'ссылка') : image ? 'image' : 'link');

export const LINK_MESSAGES = {
  'link-protocol': entry<{ image: boolean; href: string }>({
    severity: 'error',
    ru: (p) => `${what('ru', p.image)} ${p.href} не разрешена: ожидался адрес http(s)://, mailto: или tel: либо путь от корня сайта, начинающийся с «/»`,
    en: (p) => `${what('en', p.image)} ${p.href} is not allowed: expected an http(s), mailto: or tel: URL or a path starting with "/"`,
    help: 'Ссылка начинается с недопустимого протокола (например, `javascript:` или `file:`). Разрешены `https://…`, `http://…`, `mailto:…`, `tel:…` и пути сайта `/…`.',
  }),
  'link-relative': entry<{ image: boolean; href: string }>({
    severity: 'error',
    ru: (p) =>
      `${what('ru', p.image)} ${p.href === '' ? '(пустая)' : p.href} задана относительно текущей страницы: ожидался путь от корня сайта, начинающийся с «/» (например, /services), или полный адрес`,
    en: (p) =>
      `${what('en', p.image)} ${p.href === '' ? '(empty)' : p.href} is relative: expected a path from the site root starting with "/" (e.g. /services) or a full URL`,
    help: 'Адрес без «/» в начале (`services` или `../about`). Пишите путь от корня сайта: `/services`, `/about`.',
  }),
  'link-malformed': entry<{ image: boolean; href: string; reason: MalformedReason }>({
    severity: 'error',
    ru: (p) => `${what('ru', p.image)} ${JSON.stringify(p.href)} ${MALFORMED[p.reason].ru}`,
    en: (p) => `${what('en', p.image)} ${JSON.stringify(p.href)} ${MALFORMED[p.reason].en}`,
    help: 'В адресе табуляция, перевод строки, обратная косая черта `\\` или неверный `%`. Перепечатайте адрес в одну строку.',
  }),
  'link-broken': entry<
    { kind: 'route'; route: string; suggestion: string | undefined } | { kind: 'file'; file: string } | { kind: 'scheduled'; route: string; date: string }
  >({
    severity: 'error',
    ru: (p) =>
      p.kind === 'file'
        ? `файла ${p.file} нет: ожидался файл content/public${p.file}`
        : p.kind === 'scheduled'
          ? `ссылка на ${p.route} пока никуда не ведёт: эта новость датирована ${russianDate(p.date)} и появится на сайте только со сборки в этот день — уберите ссылку до тех пор или поставьте новости дату не позже сегодняшней`
          : `ссылка на ${p.route} никуда не ведёт: ожидался адрес страницы из content/pages${p.suggestion ? ` (возможно, ${p.suggestion}?)` : ''}`,
    en: (p) =>
      p.kind === 'file'
        ? `file ${p.file} does not exist: expected the file content/public${p.file}`
        : p.kind === 'scheduled'
          ? `link to ${p.route} leads nowhere yet: expected a published page, found a news item dated ${p.date} that the site shows only from a build on that day on`
          : `link to ${p.route} leads nowhere: expected the route of a page in content/pages${p.suggestion ? ` (did you mean ${p.suggestion}?)` : ''}`,
    help: 'Ссылка ведёт на страницу или файл, которых нет. Проверьте адрес: страница `content/pages/about.md` открывается по `/about`, файл `content/public/docs/a.pdf` — по `/docs/a.pdf`.',
  }),
  'anchor-broken': entry<{ route: string; anchor: string; known: string[] }>({
    severity: 'error',
    ru: (p) =>
      `ссылка на ${p.route}#${p.anchor}: на этой странице нет заголовка с таким якорем (${p.known.length === 0 ? 'заголовков на ней нет' : `есть: ${p.known.slice(0, 8).join(', ')}${p.known.length > 8 ? ', …' : ''}`})`,
    en: (p) =>
      `link to ${p.route}#${p.anchor}: expected a heading id of that page (${p.known.length === 0 ? 'it has no headings' : `${p.known.slice(0, 8).join(', ')}${p.known.length > 8 ? ', …' : ''}`}), found none with this id`,
    help: 'Часть ссылки после `#` должна совпадать с якорем заголовка той страницы: заголовок «## Наша команда» получает якорь `наша-команда`.',
  }),
  'image-missing': entry<{ src: string; problem: 'not-a-file' | 'absent' }>({
    severity: 'error',
    ru: (p) =>
      p.problem === 'absent'
        ? `картинки ${p.src} нет: ожидался файл content/public${p.src}`
        : `картинка ${p.src} — не файл: ожидался путь вида /images/photo.webp`,
    en: (p) =>
      p.problem === 'absent'
        ? `image ${p.src} does not exist: expected the file content/public${p.src}`
        : `image ${p.src} is not a file: expected a path like /images/photo.webp`,
    help: 'Картинки нет в `content/public`. Положите файл туда и укажите путь от этой папки: `content/public/images/a.webp` → `/images/a.webp`.',
  }),
  'image-external': entry<{ src: string }>({
    severity: 'error',
    ru: (p) =>
      `картинка ${p.src} загружается с другого сайта: положите файл в content/public и укажите путь вида /images/…, чтобы страница ничего не запрашивала у чужих сайтов`,
    en: (p) => `image ${p.src} is loaded from another site: expected a file in content/public referenced as /images/…, so no request leaves the site`,
    help: 'Картинка взята с другого сайта. Скачайте её, положите в `content/public/images/` и укажите путь `/images/…`.',
  }),
  'image-alt-missing': entry<{ src: string }>({
    severity: 'warning',
    ru: (p) => `у картинки ${p.src} нет описания: напишите короткое описание по-русски в ![…](${p.src}) — его услышат посетители, которые не видят картинку`,
    en: (p) => `image ${p.src} has no alt text: expected a short Russian description in ![…](${p.src}) for visitors who cannot see it`,
    help: 'У картинки пустое описание в квадратных скобках. Напишите, что на ней: `![Холл клиники](/images/hall.webp)`.',
  }),
  'image-unmeasurable': entry<{ src: string }>({
    severity: 'warning',
    ru: (p) =>
      `у картинки ${p.src} не удалось узнать ширину и высоту, поэтому страница будет «прыгать» при загрузке: ожидался файл PNG, JPEG или WebP либо SVG с viewBox (или width и height)`,
    en: (p) =>
      `image ${p.src}: its width and height could not be read, so the page will jump when it loads: expected an SVG with a viewBox (or width and height), or a PNG, JPEG or WebP file`,
    help: 'Размер картинки не читается. Сохраните её заново как PNG, JPEG или WebP (или SVG с `viewBox`).',
  }),
  'image-too-small': entry<{ src: string; width: number; shownAt: number }>({
    severity: 'warning',
    ru: (p) =>
      `картинка ${p.src} шириной ${p.width} px показывается шириной ${p.shownAt} px и будет размытой: нужен файл шириной не меньше ${p.shownAt} px, лучше ${p.shownAt * 2} px (исходная фотография с телефона подходит)`,
    en: (p) =>
      `image ${p.src} is ${p.width} px wide but shown ${p.shownAt} px wide, so it will look blurred: expected a file at least ${p.shownAt} px wide, better ${p.shownAt * 2} px (a phone's original photo will do)`,
    help: 'Картинка уже места, где она показана, и на экране будет размытой. Загрузите файл крупнее — лучше исходную фотографию с телефона: сайт сам уменьшит её до нужных размеров.',
  }),
  'html-unsupported': entry<{ html: string; alternative: HtmlAlternative | undefined }>({
    severity: 'warning',
    ru: (p) =>
      p.alternative === 'comment'
        ? `HTML не поддерживается: комментарий ${quote('ru', p.html)} не скрывает текст, а показан на странице как есть — удалите его`
        : p.alternative === undefined
          ? `HTML не поддерживается: ${quote('ru', p.html)} показан на странице как обычный текст — уберите его или перепишите средствами markdown`
          : `HTML не поддерживается — используйте ${HTML_ALTERNATIVES[p.alternative].ru}; сейчас ${quote('ru', p.html)} показан на странице как текст`,
    en: (p) =>
      p.alternative === 'comment'
        ? `HTML is not supported: the comment "${p.html}" hides nothing, it is shown on the page as it is; remove it`
        : p.alternative === undefined
          ? `HTML is not supported: "${p.html}" is shown on the page as plain text; remove it or write it in markdown`
          : `HTML is not supported: use ${HTML_ALTERNATIVES[p.alternative].en}; "${p.html}" is shown on the page as text`,
    help: 'В тексте страницы HTML-разметка (`<details>`, `<img>`, `<table>`, `<br>`…). Сайт не выводит HTML — он виден посетителям как текст. Используйте предложенный блок или разметку markdown.',
  }),
};
