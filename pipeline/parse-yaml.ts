import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';

/** a problem in a YAML text, with a 1-based line inside that text */
export interface YamlProblem {
  kind: 'syntax' | 'schema';
  message: string;
  line: number;
  column: number | undefined;
}

export type YamlResult<T> = { ok: true; value: T } | { ok: false; problems: YamlProblem[] };

/**
 * Parses YAML and checks it against a schema. Schema problems point at the line of the failing
 * field itself (or of its parent when the field is missing), not at the start of the text.
 */
export function parseYaml<T>(source: string, schema: z.ZodType<T>): YamlResult<T> {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => {
        const position = lineCounter.linePos(error.pos[0]);
        return { kind: 'syntax', message: firstLine(error.message), line: position.line, column: position.col };
      }),
    };
  }
  const result = schema.safeParse(document.toJS(), { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      // an unexpected key points at the key itself, not at the mapping holding it
      const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
      const offset = offsetOfPath(document, path);
      const position = offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset);
      return { kind: 'schema', message: describeIssue(issue), line: position.line, column: position.col };
    }),
  };
}

/** the offset of the deepest node that exists along a path */
function offsetOfPath(document: Document, path: readonly PropertyKey[]): number | undefined {
  for (let length = path.length; length >= 0; length--) {
    const node = length === 0 ? document.contents : document.getIn(path.slice(0, length) as unknown[], true);
    if (isNode(node) && node.range) {
      // a scalar value points at itself; for a key, prefer the key's position (its own line)
      const pair = length > 0 ? findPair(document, path.slice(0, length)) : undefined;
      return pair ?? node.range[0];
    }
  }
  return undefined;
}

function findPair(document: Document, path: readonly PropertyKey[]): number | undefined {
  const parent = path.length === 1 ? document.contents : document.getIn(path.slice(0, -1) as unknown[], true);
  const key = path[path.length - 1];
  if (isNode(parent) && 'items' in parent && Array.isArray(parent.items)) {
    for (const item of parent.items as unknown[]) {
      if (item && typeof item === 'object' && 'key' in item) {
        const pairKey = (item as { key: unknown }).key;
        if (isNode(pairKey) && 'value' in pairKey && (pairKey as { value: unknown }).value === key && pairKey.range) {
          return pairKey.range[0];
        }
      }
    }
  }
  return undefined;
}

/** "field `date`: expected a real calendar date as YYYY-MM-DD, found "12.03.2024"" */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  const where = field === '' ? '' : `field \`${field}\`: `;
  const input = (issue as { input?: unknown }).input;
  const found = input === undefined ? '' : `, found ${describeValue(input)}`;
  switch (issue.code) {
    case 'unrecognized_keys':
      return `${where}unexpected ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.map((key) => `\`${key}\``).join(', ')}; check the spelling`;
    case 'invalid_type':
      return input === undefined
        ? `missing required field \`${field}\` (${issue.expected})`
        : `${where}expected ${issue.expected}${found}`;
    case 'too_big':
      return `${where}expected ${issue.origin === 'array' ? 'at most ' + String(issue.maximum) + ' items' : issue.origin === 'string' ? 'at most ' + String(issue.maximum) + ' characters' : 'at most ' + String(issue.maximum)}${found}`;
    case 'too_small':
      return `${where}expected ${issue.origin === 'array' ? 'at least ' + String(issue.minimum) + ' item' + (Number(issue.minimum) === 1 ? '' : 's') : issue.origin === 'string' ? 'a non-empty text' : 'at least ' + String(issue.minimum)}${found}`;
    case 'invalid_value':
      return `${where}expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}${found}`;
    default:
      return `${where}expected ${lowerFirst(issue.message)}${found}`;
  }
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return String(value);
}

function lowerFirst(text: string): string {
  return text.replace(/^Invalid /, '').replace(/^\w/, (letter) => letter.toLowerCase());
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}
