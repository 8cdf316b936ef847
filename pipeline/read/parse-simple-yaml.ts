// A fast reader for the plain YAML content is written in — block mappings and lists of one-line
// scalars and `|` texts — that builds values without the yaml library's positioned document (most of
// a build's YAML time). Anything else it declines (undefined), and parse-yaml.ts reads the text with
// the library: so every problem is still reported by the library, at its line. Where it answers, it
// answers what the library's core schema would (tests/pipeline/read/parse-simple-yaml.test.ts).

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

interface Line {
  /** leading spaces (all of them, for a blank line) */
  indent: number;
  /** the text after the indentation, trailing spaces kept (they are text in a `|` literal); '' for a blank line */
  text: string;
}

/** declines: the text is outside the subset (never an error of the text) */
class Decline extends Error {}

/** the value of a YAML text in the subset, or undefined for the library to read it */
export function parseSimpleYaml(source: string): { value: Value } | undefined {
  // tabs, carriage returns, control and other line-break characters, a byte-order mark: the library's
  if (UNSUPPORTED_CHARACTER.test(source)) return undefined;
  const lines = source.split('\n').map((raw): Line => {
    // only spaces indent in YAML (a no-break space is text): not trimStart, which takes any white space
    let indent = 0;
    while (raw.charCodeAt(indent) === SPACE) indent++;
    return { indent, text: raw.slice(indent) };
  });
  const reader = new Reader(lines);
  try {
    reader.skipBlank();
    if (reader.done()) return undefined;
    const first = reader.peek()!;
    if (first.indent !== 0) return undefined;
    const value = reader.node(0);
    reader.skipBlank();
    return reader.done() ? { value } : undefined;
  } catch (error) {
    if (error instanceof Decline) return undefined;
    throw error;
  }
}

const SPACE = 0x20;
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const UNSUPPORTED_CHARACTER = /[\u0000-\u0009\u000b-\u001f\u007f\u0085\u2028\u2029\ufeff]/;
/** keys as content writes them */
const KEY = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
const ITEM = /^-(?: +(.*))?$/;
/** keys the core schema reads as null or a boolean, and `__proto__`, which the library's object keeps as data */
const UNSUPPORTED_KEY = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|__proto__)$/;

class Reader {
  private index = 0;

  constructor(private readonly lines: readonly Line[]) {}

  done(): boolean {
    return this.index >= this.lines.length;
  }

  peek(): Line | undefined {
    return this.lines[this.index];
  }

  skipBlank(): void {
    while (!this.done() && isBlank(this.lines[this.index]!)) this.index++;
  }

  /** a mapping or a list whose lines start at `indent` */
  node(indent: number): Value {
    const line = this.peek()!;
    if (line.indent !== indent) throw new Decline();
    if (ITEM.test(line.text)) return this.list(indent);
    if (KEY.test(line.text)) return this.mapping(indent, line.text);
    throw new Decline();
  }

  private list(indent: number): Value[] {
    const items: Value[] = [];
    for (;;) {
      this.skipBlank();
      const line = this.peek();
      if (line === undefined || line.indent < indent) return items;
      const item = line.indent === indent ? ITEM.exec(line.text) : null;
      if (item === null) throw new Decline();
      const rest = item[1] === undefined ? undefined : trimSpaces(item[1]);
      // "-" alone, "- - x", "- |": the library's
      if (rest === undefined || rest === '' || rest.startsWith('-') || rest.startsWith('|')) throw new Decline();
      if (KEY.test(rest)) {
        // "- key: value": a mapping whose keys stand where this one does
        items.push(this.mapping(indent + line.text.length - item[1]!.length, rest));
      } else {
        this.index++;
        items.push(this.scalarWithoutContinuation(rest, indent));
      }
    }
  }

  /** a mapping at `indent`; its first line's text is `firstText` (a list item's rest, or the line) */
  private mapping(indent: number, firstText: string): { [key: string]: Value } {
    const result: { [key: string]: Value } = {};
    let text: string | undefined = firstText;
    for (;;) {
      const [, key, rest] = KEY.exec(text)!;
      // a duplicate key is the library's error
      if (Object.hasOwn(result, key!) || UNSUPPORTED_KEY.test(key!)) throw new Decline();
      this.index++;
      const trimmed = rest === undefined ? undefined : trimSpaces(rest);
      result[key!] = this.value(trimmed === '' ? undefined : trimmed, indent);
      this.skipBlank();
      const line = this.peek();
      if (line === undefined || line.indent < indent) return result;
      if (line.indent > indent || !KEY.test(line.text)) throw new Decline();
      text = line.text;
    }
  }

  /** the value after "key:" on a line at `indent` */
  private value(rest: string | undefined, indent: number): Value {
    if (rest === '|' || rest === '|-') return this.literal(indent, rest === '|-');
    if (rest !== undefined) return this.scalarWithoutContinuation(rest, indent);
    this.skipBlank();
    const next = this.peek();
    // "key:" with nothing under it is null; a list at the key's own indent is the library's
    if (next === undefined || next.indent <= indent) {
      if (next !== undefined && next.indent === indent && ITEM.test(next.text)) throw new Decline();
      return null;
    }
    return this.node(next.indent);
  }

  /** a one-line scalar: a deeper line after it would continue it (a multi-line plain scalar) */
  private scalarWithoutContinuation(text: string, indent: number): Value {
    const value = scalar(text);
    let next = this.index;
    while (next < this.lines.length && isBlank(this.lines[next]!)) next++;
    if (next < this.lines.length && this.lines[next]!.indent > indent) throw new Decline();
    return value;
  }

  /** a `|` (clip) or `|-` (strip) literal text under a key at `indent` */
  private literal(indent: number, strip: boolean): string {
    const first = this.peek();
    // a blank first line decides the text's indentation in ways left to the library
    if (first === undefined || isBlank(first) || first.indent <= indent) throw new Decline();
    const contentIndent = first.indent;
    const raw = this.lines;
    const parts: string[] = [];
    while (!this.done()) {
      const line = raw[this.index]!;
      if (!isBlank(line)) {
        if (line.indent < contentIndent) {
          if (line.indent > indent) throw new Decline();
          break;
        }
        parts.push(' '.repeat(line.indent - contentIndent) + line.text);
      } else {
        // spaces beyond the text's indentation on a blank line are text: the library's to decide
        if (line.indent > contentIndent) throw new Decline();
        parts.push('');
      }
      this.index++;
    }
    while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
    const text = parts.join('\n');
    return strip || text === '' ? text : `${text}\n`;
  }
}

/** trailing spaces off a one-line value (YAML's white space; not trimEnd, which takes a no-break space too) */
function trimSpaces(text: string): string {
  return text.replace(/ +$/, '');
}

function isBlank(line: Line): boolean {
  return line.text === '';
}

/** a one-line plain, single- or double-quoted scalar, resolved like the core schema */
function scalar(text: string): Value {
  if (text.startsWith("'")) {
    const quoted = /^'((?:[^']|'')*)'$/.exec(text);
    if (quoted === null) throw new Decline();
    return quoted[1]!.replace(/''/g, "'");
  }
  if (text.startsWith('"')) {
    const quoted = /^"([^"\\]*)"$/.exec(text);
    if (quoted === null) throw new Decline();
    return quoted[1]!;
  }
  // an empty list, as a page with none writes `services: []`
  if (text === '[]') return [];
  // indicators, comments and "key: value" inside a value: the library's
  if (/^[-?:,[\]{}#&*!|>%@`]/.test(text) || / #|: |:$/.test(text)) throw new Decline();
  if (/^(?:~|[Nn]ull|NULL)$/.test(text)) return null;
  if (/^(?:[Tt]rue|TRUE)$/.test(text)) return true;
  if (/^(?:[Ff]alse|FALSE)$/.test(text)) return false;
  // integers and plain decimals (a map's coordinates) short enough to be exact in a double
  if (/^(?:0|[1-9][0-9]{0,14})$/.test(text) || /^[0-9]{1,6}\.[0-9]{1,8}$/.test(text)) return Number(text);
  // any other number of the core schema (signs, octal, hex, floats, .inf, .nan, leading zeros)
  if (/^[-+]?(?:[0-9]|\.[0-9]|\.(?:inf|Inf|INF|nan|NaN|NAN)$)/.test(text)) {
    if (CORE_NUMBER.test(text)) throw new Decline();
  }
  return text;
}

const CORE_NUMBER =
  /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
