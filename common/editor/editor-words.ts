import { EXPECTATIONS, type ExpectationKey } from '../schema/expectations.ts';

// The content check's problems in the editor's words (docs/web-editor.md, «Messages in the
// editor's words»). The command line keeps its own messages (pipeline/messages/), written for
// whoever edits the files: field keys, file names, lines of a file. The web editor names the field
// by its label in the form («Понедельник», not «пн»), or the place in the page's text, and says what
// to do there — keyed by the diagnostic's code and the field path its parameters carry.

/** a problem as the editor receives it (common/contracts/live-update.ts, the preview) */
export interface CheckedProblem {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  params?: Record<string, unknown> | undefined;
}

/** a form's field as Decap's configuration has it: enough to name it */
export interface FormField {
  name: string;
  label: string;
  fields?: FormField[] | undefined;
  field?: FormField | undefined;
}

export interface EditorProblem {
  severity: 'error' | 'warning';
  /** what is wrong and what to do, in the editor's words */
  text: string;
  /** the field's label as the form shows it, with its list's item: «Аккредитация или сертификат № 2 → Дата» */
  field?: string;
}

type Issue = {
  path?: (string | number)[];
  kind?: string;
  key?: string;
  expected?: string;
  values?: string[];
  limit?: number;
  origin?: string;
  suggestion?: string;
  text?: string;
};

/** the codes whose message is the schema's answer about one field (pipeline/messages/issue.ts) */
const FIELD_ISSUES = new Set(['data-invalid', 'facts-invalid', 'frontmatter-invalid', 'block-body-invalid', 'search-vocabulary-invalid', 'nav-invalid']);

export function editorProblem(problem: CheckedProblem, fields: readonly FormField[]): EditorProblem {
  const { severity } = problem;
  const issue = problem.params?.issue as Issue | undefined;
  if (FIELD_ISSUES.has(problem.code) && issue !== undefined) {
    const field = fieldName(issue.path ?? [], fields);
    return { severity, text: issueText(issue, field), ...(field === undefined ? {} : { field }) };
  }
  const params = problem.params ?? {};
  switch (problem.code) {
    case 'link-broken':
      if (params.kind === 'route') {
        const maybe = typeof params.suggestion === 'string' ? ` Может быть, имелась в виду ${String(params.suggestion)}?` : '';
        return { severity, text: `Ссылка ведёт на страницу ${String(params.route)}, а такой страницы на сайте нет.${maybe} Исправьте ссылку в тексте.` };
      }
      if (params.kind === 'file') return { severity, text: `Файла ${String(params.file)} нет на сайте: загрузите его через «Медиа» или исправьте ссылку.` };
      return { severity, text: `Ссылка ведёт на новость, которая ещё не опубликована (${String(params.date)}): уберите ссылку или дождитесь этой даты.` };
    case 'image-missing':
      return { severity, text: 'Картинки нет на сайте: выберите её заново через «Медиа».' };
    case 'page-unreached':
      return {
        severity,
        text: 'На эту страницу не попасть с сайта: её нет в меню и на неё не ведут ссылки. Выберите ей «Раздел» в форме страницы — она появится в меню этого раздела, — или поставьте ссылку на неё с другой страницы.',
        field: 'Раздел',
      };
    case 'sample-value':
      return { severity, text: 'Здесь ещё образец: впишите настоящее значение, и пометка образца снимется при сохранении.' };
    case 'news-scheduled':
      return { severity, text: 'Дата новости ещё не наступила: новость появится на сайте в этот день.' };
    default:
      return { severity, text: withoutFiles(problem.message) };
  }
}

/** the labels of the fields along `path`, a list's item by its number: «Образование № 2 → Год окончания» */
function fieldName(path: readonly (string | number)[], fields: readonly FormField[]): string | undefined {
  const names: string[] = [];
  let level: readonly FormField[] = fields;
  let current: FormField | undefined;
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (names.length > 0) names[names.length - 1] += ` № ${segment + 1}`;
      // a list of one value: its item is the field
      if (current?.field !== undefined) level = [current.field];
      continue;
    }
    const found = level.find((field) => field.name === segment) ?? (level.length === 1 && level[0]!.fields === undefined ? level[0] : undefined);
    // a sampled value's own keys («value», «sample») are not fields of the form
    if (found === undefined) break;
    if (found !== current) names.push(found.label);
    current = found;
    level = found.fields ?? (found.field === undefined ? [] : [found.field]);
  }
  return names.length === 0 ? undefined : names.join(' → ');
}

function issueText(issue: Issue, field: string | undefined): string {
  const named = field === undefined ? 'Запись' : `Поле «${field}»`;
  switch (issue.kind) {
    case 'missing':
      return field === undefined ? 'Заполните обязательные поля.' : `Заполните поле «${field}».`;
    case 'type':
      return issue.expected?.startsWith('значение') || issue.expected === 'string' ? `Заполните поле «${field ?? ''}».` : `${named}: значение не того вида.`;
    case 'too-small':
      if (issue.origin === 'array') return `${named}: добавьте хотя бы ${issue.limit ?? 1}.`;
      if (issue.origin === 'string') return `Заполните поле «${field ?? ''}».`;
      return `${named}: значение меньше допустимого (${issue.limit ?? ''}).`;
    case 'too-big':
      return `${named}: слишком ${issue.origin === 'array' ? 'много пунктов' : issue.origin === 'string' ? 'длинный текст' : 'большое значение'} (не больше ${issue.limit ?? ''}).`;
    case 'one-of':
      return `${named}: выберите одно из предложенных значений${issue.suggestion === undefined ? '' : ` — может быть, «${issue.suggestion}»?`}.`;
    case 'expectation': {
      const key = issue.key as ExpectationKey | undefined;
      if (key === 'fact-required') return `Заполните поле «${field ?? ''}».`;
      return `${field === undefined ? 'Запись заполнена' : `Поле «${field}» заполнено`} не так. Нужно: ${key === undefined ? 'другое значение' : withoutFiles(EXPECTATIONS[key].ru)}.`;
    }
    case 'unknown-keys':
      return `${named}: в записи есть поле, которого форма не знает; откройте запись заново из списка.`;
    default:
      return `${named}: значение не подходит${issue.text === undefined ? '' : ` (${issue.text})`}.`;
  }
}

/** a message of the command line without what the editor cannot reach: file names, YAML keys, the sample mark */
function withoutFiles(message: string): string {
  return message
    .replace(/\s*\((?:content\/)?(?:navigation|data|pages|public)\/[^)]*\)/g, '')
    .replace(/\s*(?:content\/)?(?:navigation|data|pages)\/[\w./-]+\.(?:ya?ml|md)/g, '')
    .replace(/образец с пометкой sample/g, 'образец')
    .replace(/;?\s*если страницу открывают только по прямому адресу, напишите в её шапке orphan: true/g, '');
}
