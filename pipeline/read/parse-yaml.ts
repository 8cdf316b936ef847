import { isAlias, isCollection, isNode, isPair, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { expectationKey } from '../../common/schema/expectations.ts';
import { issueInfo, type IssueInfo } from '../messages/issue.ts';
import type { YamlSyntaxInfo } from '../messages/yaml-syntax.ts';
import { isYamlLayout, type LayoutAnchor } from '../messages/yaml-layout-messages.ts';
import { parseSimpleYaml } from './parse-simple-yaml.ts';
import { findLayoutProblems, type LayoutProblem } from './yaml-layout.ts';
import { fieldsAt } from './schema-fields.ts';

/** a problem in a YAML text, at a 1-based line and column of its file; data, rendered by the catalogue */
type YamlProblem = ({ kind: 'syntax'; yaml: YamlSyntaxInfo } | { kind: 'schema'; issue: IssueInfo }) & {
  line: number;
  column: number | undefined;
};

export type YamlResult<T> = { ok: true; value: T } | { ok: false; problems: YamlProblem[] };

/** where a YAML text stands in its file: the lines above it and the columns left of it (a block's indentation) */
export interface YamlOrigin {
  line: number;
  column: number;
}

/**
 * Parses YAML and checks it against a schema. Schema problems point at the line of the failing
 * field itself (or of its parent when the field is missing), not at the start of the text.
 */
export function parseYaml<T>(source: string, schema: z.ZodType<T>, origin: YamlOrigin = { line: 0, column: 0 }): YamlResult<T> {
  // most texts are plain and valid: read them without positions, which only a problem needs
  const simple = parseSimpleYaml(source);
  if (simple !== undefined) {
    const result = schema.safeParse(simple.value, { reportInput: true });
    if (result.success) return { ok: true, value: result.data };
  }
  const result = parsePositioned(source, schema);
  if (result.ok) return result;
  return {
    ok: false,
    problems: result.problems.map((problem) => ({
      ...problem,
      ...(problem.kind === 'syntax' ? { yaml: shiftLayout(problem.yaml, origin) } : {}),
      line: problem.line + origin.line,
      column: problem.column === undefined ? undefined : problem.column + origin.column,
    })),
  };
}

/** the yaml library's document, with each node's position for the problems */
function parsePositioned<T>(source: string, schema: z.ZodType<T>): YamlResult<T> {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    // a tab or a line out of place makes the library report whatever token it cannot fit, often on
    // the line before and many times over: where our reading of the lines finds one, it is the
    // message (the rest, if any, shows once it is fixed); else the library's first error a line
    const layout = findLayoutProblems(source);
    if (layout.length > 0) return { ok: false, problems: layout.map(layoutProblem) };
    return { ok: false, problems: libraryProblems(document.errors, lineCounter) };
  }
  // an item indented deeper than the one above is, to YAML, more of that item's text: valid, and wrong
  const merged = findLayoutProblems(source).filter((problem) => problem.info.code === 'INDENT' && problem.info.merged === true);
  if (merged.length > 0) return { ok: false, problems: merged.map(layoutProblem) };
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // an alias bomb ("billion laughs"), which the yaml library refuses to expand, or an alias
    // whose anchor comes later or nowhere: both are problems at an alias
    const bomb = /excessive alias/i.test((error as Error).message);
    const position = lineCounter.linePos(aliasBombOffset(document));
    return {
      ok: false,
      problems: [
        {
          kind: 'syntax',
          yaml: {
            code: bomb ? 'ALIAS_BOMB' : 'ALIAS_UNRESOLVED',
            detail: bomb
              ? `the aliases here expand to too many values (${firstLine((error as Error).message)}): expected plain values; write the entries out instead of repeating them with "*" aliases`
              : `${firstLine((error as Error).message)}: expected "*name" only after an "&name" anchor — or quote a value that starts with "*"`,
          },
          line: position.line,
          column: position.col,
        },
      ],
    };
  }
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues
      .flatMap(unionBranchIssues)
      .flatMap(eachUnknownKey)
      .map((issue) => {
        // an unexpected key points at the key itself, not at the mapping holding it
        const unknownKey = issue.code === 'unrecognized_keys';
        const path = unknownKey ? [...issue.path, issue.keys[0]!] : issue.path;
        const offset = offsetOfPath(document, path);
        const position = offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset);
        const info = issueInfo(issue, unknownKey ? fieldsAt(schema, issue.path) : undefined);
        return { kind: 'schema', issue: info, line: position.line, column: position.col };
      }),
  };
}

/** one issue per unexpected key, so each is reported at its own line with its own suggestion */
function eachUnknownKey(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  return issue.code === 'unrecognized_keys' ? issue.keys.map((key) => ({ ...issue, keys: [key] })) : [issue];
}

function layoutProblem(problem: LayoutProblem): YamlProblem {
  return { kind: 'syntax', yaml: problem.info, line: problem.line, column: problem.column };
}

/** the library's errors, the first of each line: the ones after it on a line are its echoes */
function libraryProblems(errors: readonly { code: string; message: string; pos: [number, number] }[], lineCounter: LineCounter): YamlProblem[] {
  const lines = new Set<number>();
  const problems: YamlProblem[] = [];
  for (const error of errors) {
    const position = lineCounter.linePos(error.pos[0]);
    if (lines.has(position.line)) continue;
    lines.add(position.line);
    problems.push({ kind: 'syntax', yaml: { code: error.code, detail: firstLine(error.message) }, line: position.line, column: position.col });
  }
  return problems;
}

/** a layout problem's counts and lines as the file has them, not the text */
function shiftLayout(info: YamlSyntaxInfo, origin: YamlOrigin): YamlSyntaxInfo {
  if (!isYamlLayout(info)) return info;
  const shift = (anchor: LayoutAnchor): LayoutAnchor => ({ ...anchor, line: anchor.line + origin.line, indent: anchor.indent + origin.column });
  if (info.code === 'TAB_INDENT') return info.anchor === undefined ? info : { ...info, anchor: shift(info.anchor) };
  return { ...info, found: info.found + origin.column, expected: info.expected + origin.column, anchor: shift(info.anchor) };
}

/**
 * A value that none of a union's options accepts (a sample mark `{ value, sample }` with a wrong
 * value, a list item that is neither a text nor a mapping with the right fields): the issues of the
 * option of the value's own kind — the one that did not refuse it for its type, or else the first —
 * so the message names the field at fault and its line, not «invalid input» at the union.
 */
function unionBranchIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  // a union that words its own expectation (a required fact left out) says it itself
  if (issue.code !== 'invalid_union' || issue.errors.length === 0 || expectationKey(issue.message) !== undefined) return [issue];
  const ofItsKind = issue.errors.filter((branch) => !branch.every((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
  // a value of no option's kind: what the first option, the plain form, expects (a number, not a mark)
  if (ofItsKind.length === 0) return issue.errors[0]!.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue);
  if (ofItsKind.length !== 1) return [issue];
  return ofItsKind[0]!.flatMap((inner) => unionBranchIssues({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue));
}

/** the yaml library's own guard; content needs few aliases, if any */
const MAX_ALIAS_COUNT = 100;
/** expanded nodes after which a document counts as a bomb, for pointing at the alias */
const BOMB_SIZE = 10_000;

/** the first alias at which the expanded size of the document passes BOMB_SIZE (else the first alias) */
function aliasBombOffset(document: Document): number {
  const sizes = new Map<Node, number>();
  const sizeOf = (node: unknown, depth: number): number => {
    if (depth > 64) return Infinity;
    if (isAlias(node)) return sizeOf(node.resolve(document), depth + 1);
    if (!isCollection(node)) return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    let size = 1;
    for (const item of node.items as unknown[]) size += isPair(item) ? sizeOf(item.key, depth + 1) + sizeOf(item.value, depth + 1) : sizeOf(item, depth + 1);
    sizes.set(node, size);
    return size;
  };
  let total = 0;
  let first: number | undefined;
  let found: number | undefined;
  visit(document, {
    Alias(_key, alias) {
      const offset = alias.range?.[0] ?? 0;
      first ??= offset;
      total += sizeOf(alias, 0);
      if (total > BOMB_SIZE) {
        found = offset;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found ?? first ?? 0;
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

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}
