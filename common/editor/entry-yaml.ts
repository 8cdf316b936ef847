import { Document, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { isSampleMark, unsample } from '../schema/sample-marks.ts';

// How the web editor reads and writes a content file (docs/web-editor.md). It shows a value, not
// its sample mark: `{ value: образец, sample: что прислать }` is edited as the value alone. When it
// saves, every value the editor did not change is kept as the file had it — its sample mark, its
// quotes, the comments around it — and only a changed one is written anew (the real value has
// come: its mark goes). So a save changes the lines that changed, and nothing else.

/** the file's text as it was read, kept beside the values while the editor edits them; never written */
export const SOURCE_KEY = '__source';
/** a key the editor's form holds for itself (the new file's name), never written to the file */
const EDITOR_ONLY = /^__/;

type Values = Record<string, unknown>;

/** the form's field names in its order, each with those of its own fields (an object's, a list's items') */
export interface FieldOrder {
  readonly [name: string]: FieldOrder;
}

/** a YAML entry as the editor's form edits it: its values without sample marks, and its text */
export function readYamlEntry(text: string): Values {
  const document = parseDocument(text);
  const value: unknown = document.errors.length > 0 ? undefined : document.toJS();
  return { ...(isPlainObject(value) ? (unsample(value) as Values) : {}), [SOURCE_KEY]: text };
}

/**
 * The form's values as the file's text: on the text it was read from when there is one (unchanged
 * values stay as written), else a new file starting with `header` (its comment lines), its keys in
 * the order of the form's fields (`fieldOrder`) rather than the order they were typed in.
 */
export function writeYamlEntry(values: Values, header = '', fieldOrder: FieldOrder = {}): string {
  const source = values[SOURCE_KEY];
  const next = withoutEmpty(writtenValues(values));
  if (typeof source === 'string') {
    const document = parseDocument(source);
    const original: unknown = document.errors.length > 0 ? undefined : document.toJS();
    if (isMap(document.contents) && isPlainObject(original)) {
      document.contents = update(document, document.contents, original, next) as typeof document.contents;
      return withEndCommentAsWritten(source, document.toString({ lineWidth: 0 }));
    }
  }
  return `${header}${new Document(inOrder(next, fieldOrder)).toString({ lineWidth: 0 })}`;
}

const END_COMMENT = /\n((?:[ \t]*#[^\n]*(?:\n|$))+)$/;

/** the yaml library sets the comment that ends a file off by a blank line; the file's own spacing is kept */
function withEndCommentAsWritten(source: string, written: string): string {
  const end = END_COMMENT.exec(source);
  if (end === null || /\n[ \t]*$/.test(source.slice(0, end.index))) return written;
  return written.replace(/\n\n((?:[ \t]*#[^\n]*(?:\n|$))+)$/, '\n$1');
}

function inOrder(value: unknown, order: FieldOrder): unknown {
  if (Array.isArray(value)) return value.map((item) => inOrder(item, order));
  if (!isPlainObject(value)) return value;
  const names = Object.keys(order);
  const rank = (key: string) => (names.includes(key) ? names.indexOf(key) : names.length);
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(keys.map((key) => [key, inOrder(value[key], order[key] ?? {})]));
}

const FRONTMATTER = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** a markdown page: its frontmatter's values, and its text after the frontmatter as `body`, untouched */
export function readMarkdownEntry(text: string): Values {
  const match = FRONTMATTER.exec(text);
  const { [SOURCE_KEY]: frontmatter, ...values } = readYamlEntry(match?.[1] ?? '');
  return { ...values, body: match === null ? text : text.slice(match[0].length), [SOURCE_KEY]: frontmatter };
}

export function writeMarkdownEntry(values: Values, fieldOrder: FieldOrder = {}): string {
  const { body, ...frontmatter } = values;
  return `---\n${writeYamlEntry(frontmatter, '', fieldOrder)}---\n${typeof body === 'string' ? body : ''}`;
}

function writtenValues(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !EDITOR_ONLY.test(key)));
}

/** an optional field the form left empty is not written: the schema tells a missing field from an empty one */
function withoutEmpty(value: Values): Values {
  const kept: Values = {};
  for (const [key, field] of Object.entries(value)) {
    const cleaned = isPlainObject(field)
      ? withoutEmpty(field)
      : Array.isArray(field)
        ? field.map((item) => (isPlainObject(item) ? withoutEmpty(item) : item))
        : field;
    if (cleaned === undefined || cleaned === null || cleaned === '') continue;
    if (isPlainObject(cleaned) && Object.keys(cleaned).length === 0) continue;
    kept[key] = cleaned;
  }
  return kept;
}

/** the node for `next`: the one written (`node`) where its values did not change, else a new one */
function update(document: Document, node: unknown, original: unknown, next: unknown): unknown {
  if (sameValue(unsample(original), next)) return node;
  if (isMap(node) && isPlainObject(original) && isPlainObject(next) && !isSampleMark(original)) {
    node.items = node.items.filter((pair) => Object.hasOwn(next, keyOf(pair.key)));
    for (const pair of node.items) pair.value = update(document, pair.value, original[keyOf(pair.key)], next[keyOf(pair.key)]) as typeof pair.value;
    for (const key of Object.keys(next)) if (!Object.hasOwn(original, key)) node.set(key, document.createNode(next[key]));
    return node;
  }
  if (isSeq(node) && Array.isArray(original) && Array.isArray(next) && original.length === next.length) {
    node.items = node.items.map((item, index) => update(document, item, original[index], next[index])) as typeof node.items;
    return node;
  }
  return document.createNode(next);
}

function keyOf(key: unknown): string {
  return String(isScalar(key) ? key.value : key);
}

function isPlainObject(value: unknown): value is Values {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
  }
  return false;
}
