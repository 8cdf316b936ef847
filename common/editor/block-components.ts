import { parse, stringify } from 'yaml';
import type { CalloutKind } from '../schema/ast.ts';

// The common blocks of a page (spec §2.13: callout, picture, accordion, price rows, steps) as the web
// editor offers them (docs/web-editor.md): a form each, which writes the block's `:::` syntax as
// pipeline/blocks/ reads it, and reads a block written by hand back into the form. They have the shape
// of Decap CMS's editor components (CMS.registerEditorComponent); tests/common/editor/ compiles what
// each writes through the content check.

/** a field of a block's form, as Decap describes one */
export interface BlockField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'select' | 'boolean' | 'number' | 'image' | 'list';
  required?: boolean;
  hint?: string;
  options?: { label: string; value: string }[];
  /** a list's items: a form each (`fields`) or one value each (`field`) */
  fields?: BlockField[];
  field?: BlockField;
}

export type BlockData = Record<string, unknown>;

export interface BlockComponent {
  id: string;
  label: string;
  fields: BlockField[];
  /** the block where it starts the text given (anchored, no `m` flag) */
  pattern: RegExp;
  fromBlock(match: RegExpMatchArray): BlockData;
  toBlock(data: BlockData): string;
  toPreview(data: BlockData): string;
}

/** every kind of callout (its type names them all: a kind added to the AST must be named here), without the AST's zod schemas */
const CALLOUT_LABELS: Readonly<Record<CalloutKind, string>> = {
  note: 'Заметка',
  info: 'Сведения',
  tip: 'Совет',
  check: 'Проверено',
  warning: 'Внимание',
  danger: 'Опасно',
};

const CALLOUT_KINDS = Object.keys(CALLOUT_LABELS) as CalloutKind[];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const line = (value: unknown) => text(value).replace(/\s*\n\s*/g, ' ');
/**
 * a block's body and closing fence, to the first line that is only `:::`; a block may have no body
 * (`::: warning Назначается не всем` then `:::`), and then its closing fence is the next line
 */
const BODY = String.raw`\n(?:([\s\S]*?)\n)??:::[ \t]*(?=\n|$)`;

function block(info: string, body: string): string {
  return `::: ${info}\n${body}\n:::`;
}

function yamlBody(value: unknown): string {
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

function readYaml(source: string | undefined): unknown {
  try {
    return parse(source ?? '');
  } catch {
    return undefined;
  }
}

const callout: BlockComponent = {
  id: 'callout',
  label: 'Выноска',
  fields: [
    { name: 'kind', label: 'Вид', widget: 'select', options: CALLOUT_KINDS.map((kind) => ({ label: CALLOUT_LABELS[kind], value: kind })) },
    { name: 'title', label: 'Заголовок', widget: 'string', required: false },
    { name: 'text', label: 'Текст', widget: 'text' },
  ],
  pattern: new RegExp(String.raw`^::: (${CALLOUT_KINDS.join('|')})(?:[ \t]+([^\n]*?))?[ \t]*${BODY}`),
  fromBlock: (match) => ({ kind: match[1], title: match[2] ?? '', text: match[3] ?? '' }),
  toBlock: (data) =>
    block(`${CALLOUT_KINDS.includes(data.kind as never) ? String(data.kind) : 'note'}${line(data.title) ? ` ${line(data.title)}` : ''}`, text(data.text)),
  toPreview: (data) => `${line(data.title)}\n${text(data.text)}`,
};

const picture: BlockComponent = {
  id: 'image',
  label: 'Картинка',
  fields: [
    { name: 'src', label: 'Файл', widget: 'image', hint: 'путь от content/public, например /images/clinic/hall.webp' },
    { name: 'alt', label: 'Что на картинке (для незрячих)', widget: 'string' },
    { name: 'caption', label: 'Подпись', widget: 'string', required: false },
  ],
  pattern: new RegExp(String.raw`^::: image[ \t]*${BODY}`),
  fromBlock: (match) => {
    const body = readYaml(match[1]) as BlockData | undefined;
    return { src: body?.src ?? '', alt: body?.alt ?? '', caption: body?.caption ?? '' };
  },
  toBlock: (data) => block('image', yamlBody({ src: line(data.src), alt: line(data.alt), ...(line(data.caption) ? { caption: line(data.caption) } : {}) })),
  toPreview: (data) => line(data.alt),
};

const accordion: BlockComponent = {
  id: 'accordion',
  label: 'Раскрывающийся блок',
  fields: [
    { name: 'title', label: 'Вопрос или заголовок', widget: 'string' },
    { name: 'open', label: 'Открыт сразу', widget: 'boolean', required: false },
    { name: 'text', label: 'Текст', widget: 'text' },
  ],
  pattern: new RegExp(String.raw`^::: accordion[ \t]+([^\n]*?)(?:[ \t]*\{open(?:=true)?\})?[ \t]*${BODY}`),
  fromBlock: (match) => ({ title: match[1], open: /\{open(?:=true)?\}[ \t]*\n/.test(match[0]), text: match[2] ?? '' }),
  toBlock: (data) => block(`accordion ${line(data.title) || 'Вопрос'}${data.open === true ? ' {open}' : ''}`, text(data.text)),
  toPreview: (data) => `${line(data.title)}\n${text(data.text)}`,
};

const prices: BlockComponent = {
  id: 'prices',
  label: 'Цены',
  fields: [
    { name: 'title', label: 'Заголовок', widget: 'string', required: false },
    {
      name: 'rows',
      label: 'Строки цен',
      widget: 'list',
      fields: [
        { name: 'title', label: 'Услуга', widget: 'string' },
        { name: 'price', label: 'Цена, ₽', widget: 'number' },
        { name: 'unit', label: 'За что (например, «за сутки»)', widget: 'string', required: false },
        { name: 'note', label: 'Примечание', widget: 'string', required: false },
        { name: 'includes', label: 'Что входит', widget: 'list', required: false, field: { name: 'item', label: 'Что входит', widget: 'string' } },
      ],
    },
  ],
  pattern: new RegExp(String.raw`^::: prices(?:[ \t]+([^\n]*?))?[ \t]*${BODY}`),
  fromBlock: (match) => {
    const rows = readYaml(match[2]);
    return { title: match[1] ?? '', rows: Array.isArray(rows) ? rows : [] };
  },
  toBlock: (data) => {
    const rows = (Array.isArray(data.rows) ? (data.rows as BlockData[]) : []).map((row) => ({
      title: line(row.title),
      price: Number(row.price) || 0,
      ...(line(row.unit) ? { unit: line(row.unit) } : {}),
      ...(line(row.note) ? { note: line(row.note) } : {}),
      ...(Array.isArray(row.includes) && row.includes.some((item) => line(item)) ? { includes: row.includes.map(line).filter(Boolean) } : {}),
    }));
    return block(`prices${line(data.title) ? ` ${line(data.title)}` : ''}`, yamlBody(rows));
  },
  toPreview: (data) => line(data.title),
};

const steps: BlockComponent = {
  id: 'steps',
  label: 'Шаги',
  fields: [{ name: 'items', label: 'Шаги по порядку', widget: 'list', field: { name: 'item', label: 'Шаг', widget: 'string' } }],
  pattern: new RegExp(String.raw`^::: steps[ \t]*${BODY}`),
  fromBlock: (match) => ({
    items: (match[1] ?? '')
      .split(/\n(?=\d+[.)][ \t])/)
      .map((item) =>
        item
          .replace(/^\d+[.)][ \t]+/, '')
          .replace(/\s*\n\s*/g, ' ')
          .trim(),
      )
      .filter(Boolean),
  }),
  toBlock: (data) => {
    const items = (Array.isArray(data.items) ? data.items : []).map(line).filter(Boolean);
    return block('steps', (items.length > 0 ? items : ['Первый шаг']).map((item, index) => `${index + 1}. ${item}`).join('\n'));
  },
  toPreview: (data) => (Array.isArray(data.items) ? data.items.map(line).join('\n') : ''),
};

/** the blocks the page's text offers, in the order of its buttons */
export const BLOCK_COMPONENTS: readonly BlockComponent[] = [callout, picture, accordion, prices, steps];
