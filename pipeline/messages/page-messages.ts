import { renderIssue, type IssueInfo } from './issue.ts';
import { plural, quote } from './language.ts';
import { renderYamlSyntax, type YamlSyntaxInfo } from './yaml-syntax.ts';
import { entry } from './entry.ts';

// Problems inside one page: its frontmatter, its blocks, headings and nesting.

/** an AST node as a message names it: its type, and for a list whether it is numbered */
interface FoundNode {
  type: string;
  ordered?: boolean;
}

export type BlockContentProblem =
  | { problem: 'not-empty'; fence: string }
  | { problem: 'single-list'; ordered: boolean; found: FoundNode | undefined; afterList: boolean }
  | { problem: 'only'; inner: 'accordion' | 'card'; found: FoundNode }
  | { problem: 'none'; inner: 'accordion' | 'card' }
  | { problem: 'too-many'; limit: number; count: number };

/** a slip of content/README.md «Стиль текста» in a page's text (pipeline/transform/find-typography.ts) */
export type TypographyProblem = { problem: 'straight-quotes' } | { problem: 'roubles'; found: string; number: string };

export const PAGE_MESSAGES = {
  'frontmatter-missing': entry<{ problem: 'no-start'; firstLine: string } | { problem: 'unclosed' }>({
    severity: 'error',
    ru: (p) =>
      p.problem === 'unclosed'
        ? 'шапка страницы, открытая «---» в строке 1, не закрыта: ожидалась строка «---» после полей title и description, а файл закончился'
        : `страница должна начинаться с шапки: строка «---», затем поля title: и description:, затем снова «---»; а первая строка — ${p.firstLine === '' ? 'пустая' : quote('ru', p.firstLine)}`,
    en: (p) =>
      p.problem === 'unclosed'
        ? 'expected a "---" line closing the frontmatter opened on line 1, found the end of the file'
        : `expected the page to start with a frontmatter block ("---", then title: and description:, then "---"), found ${p.firstLine === '' ? 'an empty line' : `"${p.firstLine}"`}`,
    help: 'В начале файла нет шапки (frontmatter) или она не закрыта. Первая строка файла — `---`, затем `title:` и `description:`, затем снова `---`.',
  }),
  'frontmatter-yaml': entry<{ yaml: YamlSyntaxInfo }>({
    severity: 'error',
    ru: (p) => `ошибка в записи шапки страницы: ${renderYamlSyntax(p.yaml, 'ru')}`,
    en: (p) => `frontmatter is not valid YAML: ${renderYamlSyntax(p.yaml, 'en')}`,
    help: 'Шапка страницы записана с ошибкой YAML: проверьте двоеточие после имени поля, отступы (только пробелы) и парные кавычки.',
  }),
  'frontmatter-invalid': entry<{ issue: IssueInfo }>({
    severity: 'error',
    ru: (p) => `в шапке страницы ${renderIssue(p.issue, 'ru')}`,
    en: (p) => `frontmatter ${renderIssue(p.issue, 'en')}`,
    help: 'Поле шапки не заполнено, написано с ошибкой или имеет неверное значение. Обязательны `title` и `description`; список остальных полей — в разделе «Шапка страницы».',
  }),
  'block-unknown': entry<{ name: string; suggestion: string | undefined; known: string[] }>({
    severity: 'error',
    ru: (p) =>
      `неизвестный блок ${quote('ru', p.name)}${p.suggestion ? ` — возможно, ${quote('ru', p.suggestion)}? Известные` : '. Известные'} блоки: ${p.known.join(', ')}`,
    en: (p) => `unknown block "${p.name}"${p.suggestion ? ` (did you mean "${p.suggestion}"?)` : ''}: expected one of ${p.known.join(', ')}`,
    help: 'После `:::` написано имя, которого нет среди блоков. Проверьте написание по разделу «Блоки».',
  }),
  'block-unclosed': entry<{ fence: string; name: string; end: 'file' | 'block' }>({
    severity: 'error',
    ru: (p) =>
      `блок ${quote('ru', `${p.fence} ${p.name}`)}, открытый в этой строке, не закрыт: ожидалась строка ${quote('ru', p.fence)} после его содержимого, а ${p.end === 'file' ? 'файл закончился' : 'закончился внешний блок'}`,
    en: (p) =>
      `block "${p.fence} ${p.name}" opened here is never closed: expected a line "${p.fence}" after its content, found the end of the ${p.end === 'file' ? 'file' : 'enclosing block'}`,
    help: 'У блока нет закрывающей строки `:::`. Добавьте её после содержимого блока; у внешнего блока вокруг вложенных двоеточий больше (`::::`).',
  }),
  'block-stray-closer': entry<Record<string, never>>({
    severity: 'error',
    ru: () =>
      'строка «:::» ничего не закрывает: здесь нет открытого блока. Если она должна закрыть внешний блок вокруг вложенного, дайте внешнему блоку больше двоеточий («::::» … «::::»), чем внутренним («:::»)',
    en: () =>
      'found a closing ":::" with no block open here. If it was meant to close an outer block around a nested one, give the outer block a longer fence ("::::" … "::::") than the inner ones (":::")',
    help: 'Лишняя строка `:::`. Удалите её или, если блоки вложены, сделайте у внешнего блока больше двоеточий (`::::`).',
  }),
  'block-attribute-invalid': entry<
    { name: string } & (
      { problem: 'title'; title: string } | { problem: 'syntax'; found: string } | { problem: 'issue'; issue: IssueInfo } | { problem: 'bare-sample' }
    )
  >({
    severity: 'error',
    ru: (p) =>
      p.problem === 'title'
        ? `у блока ${quote('ru', p.name)} не бывает заголовка, а написано ${quote('ru', p.title)}`
        : p.problem === 'bare-sample'
          ? `блок ${quote('ru', p.name)}: в атрибуте sample напишите, что должна прислать клиника, например {sample="настоящие отзывы пациентов"}`
          : p.problem === 'syntax'
            ? `блок ${quote('ru', p.name)}: атрибуты в фигурных скобках пишутся как ключ=значение, ключ="значение" или просто ключ, а написано ${quote('ru', p.found)}`
            : `блок ${quote('ru', p.name)}: ${renderIssue(p.issue, 'ru', 'attribute')}`,
    en: (p) =>
      p.problem === 'title'
        ? `block "${p.name}" takes no title, found "${p.title}"`
        : p.problem === 'bare-sample'
          ? `block "${p.name}" attribute sample: expected what the clinic must supply, e.g. {sample="настоящие отзывы пациентов"}, found a bare flag`
          : p.problem === 'syntax'
            ? `block "${p.name}": expected attributes as key=value, key="value" or a bare flag, found "${p.found}"`
            : `block "${p.name}" attribute ${renderIssue(p.issue, 'en', 'attribute')}`,
    help: 'Неверный атрибут в `{…}` после имени блока или заголовок у блока, который его не принимает. Допустимые атрибуты каждого блока — в разделе «Блоки».',
  }),
  'block-title-missing': entry<{ fence: string; name: string }>({
    severity: 'error',
    ru: (p) => `у блока ${quote('ru', p.name)} должен быть заголовок после имени (${quote('ru', `${p.fence} ${p.name} Заголовок`)}), а его нет`,
    en: (p) => `block "${p.name}" expects a title after its name ("${p.fence} ${p.name} Заголовок"), found none`,
    help: 'Этому блоку нужен заголовок в той же строке, после имени: `::: accordion Как записаться?`.',
  }),
  'block-body-yaml': entry<{ name: string; yaml: YamlSyntaxInfo }>({
    severity: 'error',
    ru: (p) => `ошибка в записи данных блока ${quote('ru', p.name)}: ${renderYamlSyntax(p.yaml, 'ru')}`,
    en: (p) => `block "${p.name}" body is not valid YAML: ${renderYamlSyntax(p.yaml, 'en')}`,
    help: 'Данные внутри блока (YAML) записаны с ошибкой: проверьте отступы (только пробелы), «- » перед каждым пунктом списка, двоеточия и кавычки.',
  }),
  'block-body-invalid': entry<{ name: string; issue: IssueInfo }>({
    severity: 'error',
    ru: (p) => `блок ${quote('ru', p.name)}: ${renderIssue(p.issue, 'ru')}`,
    en: (p) => `block "${p.name}" ${renderIssue(p.issue, 'en')}`,
    help: 'Поле в данных блока пропущено, написано с ошибкой или имеет неверное значение. Сверьтесь с примером блока в разделе «Блоки».',
  }),
  'block-content-invalid': entry<{ name: string } & BlockContentProblem>({
    severity: 'error',
    ru: (p) => blockContentRu(p),
    en: (p) => blockContentEn(p),
    help: 'Внутри блока не то, что он ожидает: например, в `steps` — не нумерованный список, в `card-group` — не карточки, в блоке без содержимого — текст.',
  }),
  'block-title-repeats-heading': entry<{ fence: string; name: string; title: string } & ({ above: 'heading'; line: number } | { above: 'page-title' })>({
    severity: 'warning',
    ru: (p) =>
      `заголовок блока ${quote('ru', p.title)} повторяет ${p.above === 'heading' ? `заголовок раздела над ним (строка ${p.line})` : 'название страницы'}: посетитель прочёл бы его дважды, поэтому на странице он не показан — напишите просто ${quote('ru', `${p.fence} ${p.name}`)}`,
    en: (p) =>
      `block "${p.name}" title "${p.title}" repeats ${p.above === 'heading' ? `the heading above it (line ${p.line})` : 'the page title'}: expected no title or another one; it is not shown — write just "${p.fence} ${p.name}"`,
    help: 'Заголовок блока (`::: prices Диагностика`) совпадает с заголовком раздела прямо над ним (`## Диагностика`) или с названием страницы. На странице такой заголовок не показывается; уберите его из строки блока.',
  }),
  'heading-empty': entry<{ text: string; id: string }>({
    severity: 'warning',
    ru: (p) =>
      `в заголовке ${quote('ru', p.text)} нет ни букв, ни цифр, из которых делается его якорь: он получает якорь ${quote('ru', p.id)} (номер по порядку на странице, а не случайный, как сказано в спецификации, — чтобы ссылки не менялись от сборки к сборке); ссылка на него сломается, если выше появится такой же заголовок`,
    en: (p) =>
      `heading "${p.text}" has no letters or digits to make its anchor from: expected words, found none; it gets the id "${p.id}" (numbered on the page, not random as the specification has it, so that every build gives the same links); a link to it breaks when a heading like it is added above`,
    help: 'Заголовок без букв и цифр (например, `## !!!`) получает якорь-номер. Лучше добавить в заголовок слово.',
  }),
  'nesting-too-deep': entry<{ where: 'blocks' | 'inline'; limit: number }>({
    severity: 'error',
    ru: (p) =>
      p.where === 'blocks'
        ? `цитаты, списки и блоки вложены здесь больше чем на ${p.limit} ${plural(p.limit, 'уровень', 'уровня', 'уровней')}: всё от этой строки до конца внешнего блока не попадёт на страницу`
        : `выделения, ссылки и зачёркивания вложены здесь больше чем на ${p.limit} ${plural(p.limit, 'уровень', 'уровня', 'уровней')}: более глубокие выделения отброшены`,
    en: (p) =>
      p.where === 'blocks'
        ? `quotes, lists and blocks nest more than ${p.limit} levels deep here: expected far fewer; everything from this line to the end of the outer block is dropped`
        : `emphasis, links and strikethrough nest more than ${p.limit} levels deep here: expected at most ${p.limit}; the deeper marks are dropped`,
    help: 'Цитаты, списки или блоки вложены примерно на 100 уровней (их содержимое пропадёт) или знаки `*`/`_` — больше чем на 20. Обычно это случайно вставленный текст: упростите разметку.',
  }),
  'page-too-large': entry<{ megabytes: string; limit: number }>({
    severity: 'warning',
    ru: (p) =>
      `страница весит ${p.megabytes.replace('.', ',')} МБ, а настоящие страницы не бывают больше ${p.limit} МБ: разделите её или проверьте, не вставлено ли что-то по ошибке`,
    en: (p) =>
      `the page is ${p.megabytes} MB: expected at most ${p.limit} MB, which no real page reaches; split it, or check that nothing was pasted by mistake`,
    help: 'Файл страницы больше 1 МБ. Скорее всего, в него по ошибке вставлено что-то лишнее; иначе разделите страницу на несколько.',
  }),
  typography: entry<TypographyProblem>({
    severity: 'warning',
    ru: (p) =>
      p.problem === 'straight-quotes'
        ? 'прямые кавычки "…" в тексте: на сайте кавычки — «ёлочки», а внутри них — „лапки“, например «премия „Врач года“»'
        : `цена ${quote('ru', p.found)}: рубли пишут знаком ₽ через пробел — ${quote('ru', `${p.number} ₽`)}, а не «руб.» или «р.» (число сайт сам разобьёт на группы: «2 000 ₽»)`,
    en: (p) =>
      p.problem === 'straight-quotes'
        ? 'straight quotes "…" in the text: expected «guillemets», with „low-high quotes“ inside them, e.g. «премия „Врач года“»'
        : `price "${p.found}": expected the rouble sign after a space, "${p.number} ₽", not "руб." or "р." (the site groups the digits itself: "2 000 ₽")`,
    help: 'В тексте страницы прямые кавычки `"…"` или цена с «руб.» или «р.». На сайте кавычки — «ёлочки» (внутри них — „лапки“), цена — «2 000 ₽» (раздел «Стиль текста»). Прямую кавычку, которая действительно нужна, пишите как `\\"`.',
  }),
  'page-compile-failed': entry<{ error: string }>({
    severity: 'error',
    ru: (p) =>
      `программа сборки не смогла обработать эту страницу (${p.error}): это ошибка самой программы, а не текста — сообщите о ней разработчикам и приложите страницу`,
    en: (p) =>
      `the pipeline could not compile this page (${p.error}): expected it to report a problem instead; this is a bug in the pipeline, please report it with the page`,
    help: 'Сбой программы сборки на этой странице. Это ошибка программы: сообщите разработчикам и приложите файл.',
  }),
};

const RUSSIAN_NODES: Record<string, string> = {
  paragraph: 'абзац',
  heading: 'заголовок',
  blockquote: 'цитата',
  code: 'блок кода',
  thematicBreak: 'горизонтальная линия',
  table: 'таблица',
};

function nodeRu(node: FoundNode): string {
  if (node.type === 'list') return node.ordered ? 'нумерованный список' : 'маркированный список';
  return RUSSIAN_NODES[node.type] ?? `блок ${quote('ru', node.type)}`;
}

function nodeEn(node: FoundNode): string {
  if (node.type === 'list') return node.ordered ? 'an ordered list' : 'a bulleted list';
  return `a ${node.type}`;
}

function blockContentRu(p: { name: string } & BlockContentProblem): string {
  const block = `блок ${quote('ru', p.name)}`;
  switch (p.problem) {
    case 'not-empty':
      return `${block} не содержит текста: ожидалась строка ${quote('ru', p.fence)} сразу после ${quote('ru', `${p.fence} ${p.name}`)}, а внутри написан текст`;
    case 'single-list': {
      const expected = p.ordered ? 'один нумерованный список (1. 2. 3.)' : 'один список';
      const found = p.found === undefined ? 'внутри пусто' : p.afterList ? `после списка идёт ${nodeRu(p.found)}` : `внутри ${nodeRu(p.found)}`;
      return `${block} ожидает внутри ${expected}, а ${found}`;
    }
    case 'only':
      return `${block} ожидает внутри только блоки ${p.inner}, а внутри ${nodeRu(p.found)}`;
    case 'none':
      return `${block} ожидает внутри хотя бы один блок ${p.inner}, а внутри пусто`;
    case 'too-many':
      return `${block} нумерует не больше ${p.limit} пунктов («Первый пункт» … «Десятый пункт»), а их ${p.count}`;
  }
}

function blockContentEn(p: { name: string } & BlockContentProblem): string {
  switch (p.problem) {
    case 'not-empty':
      return `block "${p.name}" holds no content: expected "${p.fence}" right after "${p.fence} ${p.name}", found text`;
    case 'single-list': {
      const expected = p.ordered ? 'a single ordered list (1. 2. 3.)' : 'a single list';
      const found = p.found === undefined ? 'nothing' : p.afterList ? `${nodeEn(p.found)} after the list` : nodeEn(p.found);
      return `The ${p.name} block expects its content to be ${expected} but found ${found}.`;
    }
    case 'only':
      return `A ${p.name} expects only ${p.inner} blocks inside but found ${nodeEn(p.found)}.`;
    case 'none':
      return `A ${p.name} expects at least one ${p.inner} block but found none.`;
    case 'too-many':
      return `The ${p.name} block labels at most ${p.limit} items ('Первый пункт' … 'Десятый пункт') but found ${p.count}.`;
  }
}
