import type { z } from 'zod';
import { EXPECTATIONS, expectationKey, type ExpectationKey } from '../../common/schema/expectations.ts';
import { plural, quote, type Language } from './language.ts';
import { closestName } from './closest-name.ts';

// A zod issue as plain data (it travels inside a diagnostic's parameters) and its text in each
// language: zod's own texts are English and written for programmers.

/** what was found where something else was expected */
type FoundValue = { kind: 'null' | 'list' | 'mapping' } | { kind: 'text' | 'value'; text: string };

export type IssueInfo = { path: (string | number)[]; found?: FoundValue } & (
  | {
      kind: 'unknown-keys';
      keys: string[];
      /** the known field nearest to the one unknown key */
      suggestion?: string | undefined;
      /** the fields allowed there, when nothing is near */
      known?: string[] | undefined;
    }
  | { kind: 'missing'; expected: string }
  | { kind: 'type'; expected: string }
  | { kind: 'too-big' | 'too-small'; origin: string; limit: number }
  | { kind: 'one-of'; values: string[]; suggestion?: string | undefined }
  | { kind: 'expectation'; key: ExpectationKey }
  | { kind: 'other'; text: string }
);

/** a list of the allowed fields longer than this is no help in a message */
const MAX_KNOWN_LISTED = 15;

/**
 * the zod issue as data, keeping only what a message needs; `known`: for an unexpected key, the
 * fields allowed where it stands (schema-fields.ts), for «did you mean»
 */
export function issueInfo(issue: z.core.$ZodIssue, known?: readonly string[]): IssueInfo {
  const path = issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
  const input = (issue as { input?: unknown }).input;
  const found = input === undefined ? {} : { found: foundValue(input) };
  switch (issue.code) {
    case 'unrecognized_keys': {
      const suggestion = known === undefined || issue.keys.length !== 1 ? undefined : closestName(issue.keys[0]!, known);
      if (suggestion !== undefined) return { path, kind: 'unknown-keys', keys: issue.keys, suggestion };
      const listed = known !== undefined && known.length > 0 && known.length <= MAX_KNOWN_LISTED;
      return { path, kind: 'unknown-keys', keys: issue.keys, ...(listed ? { known: [...known] } : {}) };
    }
    case 'invalid_type':
      return input === undefined ? { path, kind: 'missing', expected: issue.expected } : { path, ...found, kind: 'type', expected: issue.expected };
    case 'too_big':
      return { path, ...found, kind: 'too-big', origin: issue.origin, limit: Number(issue.maximum) };
    case 'too_small':
      return { path, ...found, kind: 'too-small', origin: issue.origin, limit: Number(issue.minimum) };
    case 'invalid_value': {
      const suggestion =
        typeof input === 'string'
          ? closestName(
              input,
              issue.values.filter((value) => typeof value === 'string'),
            )
          : undefined;
      return { path, ...found, kind: 'one-of', values: issue.values.map((value) => JSON.stringify(value)), ...(suggestion ? { suggestion } : {}) };
    }
    default: {
      const key = expectationKey(issue.message);
      return key === undefined ? { path, ...found, kind: 'other', text: issue.message } : { path, ...found, kind: 'expectation', key };
    }
  }
}

/**
 * "field `1.date`: expected a real calendar date as YYYY-MM-DD, found "12.03.2024"" /
 * «пункт 2, поле «date»: ожидалась настоящая дата …, а написано «12.03.2024»».
 * `noun` names what the path is: a YAML field or a block's attribute.
 */
export function renderIssue(info: IssueInfo, lang: Language, noun: 'field' | 'attribute' = 'field'): string {
  return lang === 'ru' ? renderRussian(info, noun) : renderEnglish(info, noun);
}

function renderEnglish(info: IssueInfo, noun: 'field' | 'attribute'): string {
  const field = info.path.map(String).join('.');
  const where = field === '' ? '' : noun === 'field' ? `field \`${field}\`: ` : `\`${field}\`: `;
  const found = info.found === undefined ? '' : `, found ${englishValue(info.found)}`;
  switch (info.kind) {
    case 'unknown-keys': {
      const advice = info.suggestion
        ? `did you mean \`${info.suggestion}\`?`
        : `check the spelling${info.known ? `; expected one of ${info.known.map((key) => `\`${key}\``).join(', ')}` : ''}`;
      return `${where}unexpected ${info.keys.length === 1 ? noun : `${noun}s`} ${info.keys.map((key) => `\`${key}\``).join(', ')}; ${advice}`;
    }
    case 'missing':
      return `${noun === 'field' ? 'missing required field' : 'missing'} \`${field}\` (${info.expected})`;
    case 'type':
      return `${where}expected ${info.expected}${found}`;
    case 'too-big':
      return `${where}expected at most ${info.limit}${info.origin === 'array' ? ' items' : info.origin === 'string' ? ' characters' : ''}${found}`;
    case 'too-small':
      return `${where}expected ${info.origin === 'array' ? `at least ${info.limit} item${info.limit === 1 ? '' : 's'}` : info.origin === 'string' ? 'a non-empty text' : `at least ${info.limit}`}${found}`;
    case 'one-of':
      return `${where}expected one of ${info.values.join(', ')}${found}${info.suggestion ? ` (did you mean "${info.suggestion}"?)` : ''}`;
    case 'expectation':
      return `${where}expected ${EXPECTATIONS[info.key].en}${found}`;
    case 'other':
      return `${where}expected ${info.text.replace(/^Invalid /, '').replace(/^\w/, (letter) => letter.toLowerCase())}${found}`;
  }
}

function renderRussian(info: IssueInfo, noun: 'field' | 'attribute'): string {
  const where = info.path.length === 0 ? '' : `${russianPath(info.path, noun)}: `;
  const found = info.found === undefined ? '' : `, а написано ${russianValue(info.found)}`;
  switch (info.kind) {
    case 'unknown-keys': {
      const keys = info.keys.map((key) => quote('ru', key)).join(', ');
      const what =
        noun === 'field'
          ? info.keys.length === 1
            ? 'неизвестное поле'
            : 'неизвестные поля'
          : info.keys.length === 1
            ? 'неизвестный атрибут'
            : 'неизвестные атрибуты';
      const fields = noun === 'field' ? 'поля' : 'атрибуты';
      const advice = info.suggestion
        ? `возможно, вы имели в виду ${quote('ru', info.suggestion)}?`
        : `проверьте написание${info.known ? `; здесь бывают ${fields}: ${info.known.join(', ')}` : ''}`;
      return `${where}${what} ${keys} — ${advice}`;
    }
    case 'missing': {
      // the missing field is the last segment; the ones before say where it is missing
      const parent = info.path.slice(0, -1);
      const name = quote('ru', String(info.path[info.path.length - 1] ?? ''));
      const within = parent.length === 0 ? '' : `${russianPath(parent, 'field')}: `;
      return noun === 'field'
        ? `${within}не заполнено обязательное поле ${name} (нужно: ${russianType(info.expected)})`
        : `не указан обязательный атрибут ${name}`;
    }
    case 'type':
      return `${where}ожидалось: ${russianType(info.expected)}${found}`;
    case 'too-big':
      return `${where}ожидалось не больше ${info.limit}${info.origin === 'array' ? ` ${plural(info.limit, 'пункта', 'пунктов', 'пунктов')}` : info.origin === 'string' ? ` ${plural(info.limit, 'символа', 'символов', 'символов')}` : ''}${found}`;
    case 'too-small':
      return `${where}ожидалось ${info.origin === 'array' ? `не меньше ${info.limit} ${plural(info.limit, 'пункта', 'пунктов', 'пунктов')}` : info.origin === 'string' ? 'непустое значение' : `не меньше ${info.limit}`}${found}`;
    case 'one-of':
      return `${where}ожидалось одно из значений: ${info.values.map((value) => quote('ru', unquoteJson(value))).join(', ')}${found}${info.suggestion ? ` — возможно, ${quote('ru', info.suggestion)}?` : ''}`;
    case 'expectation':
      // a rule about a whole mapping (two fields that disagree) has nothing to quote as found
      return `${where}ожидалось: ${EXPECTATIONS[info.key].ru}${info.found?.kind === 'mapping' ? '' : found}`;
    case 'other':
      return `${where}значение не подходит (${info.text})${found}`;
  }
}

/** `1.date` → «пункт 2, поле «date»»: list positions counted from 1, as an editor counts */
function russianPath(path: readonly (string | number)[], noun: 'field' | 'attribute'): string {
  return path
    .map((segment) => (typeof segment === 'number' ? `пункт ${segment + 1}` : `${noun === 'field' ? 'поле' : 'атрибут'} ${quote('ru', segment)}`))
    .join(', ');
}

const RUSSIAN_TYPES: Record<string, string> = {
  string: 'текст',
  number: 'число',
  int: 'целое число',
  boolean: 'true или false',
  array: 'список (строки, начинающиеся с «- »)',
  object: 'набор полей «имя: значение»',
  date: 'дата',
};

function russianType(expected: string): string {
  return RUSSIAN_TYPES[expected] ?? expected;
}

function foundValue(value: unknown): FoundValue {
  if (value === null) return { kind: 'null' };
  if (Array.isArray(value)) return { kind: 'list' };
  if (typeof value === 'object') return { kind: 'mapping' };
  if (typeof value === 'string') return { kind: 'text', text: value.length > 60 ? `${value.slice(0, 57)}...` : value };
  return { kind: 'value', text: String(value) };
}

function englishValue(found: FoundValue): string {
  switch (found.kind) {
    case 'null':
      return 'null';
    case 'list':
      return 'a list';
    case 'mapping':
      return 'a mapping';
    case 'text':
      return JSON.stringify(found.text);
    case 'value':
      return found.text;
  }
}

function russianValue(found: FoundValue): string {
  switch (found.kind) {
    case 'null':
      return 'пустое значение';
    case 'list':
      return 'список';
    case 'mapping':
      return 'набор полей';
    case 'text':
      return quote('ru', found.text);
    case 'value':
      return found.text;
  }
}

function unquoteJson(value: string): string {
  return value.startsWith('"') ? (JSON.parse(value) as string) : value;
}
