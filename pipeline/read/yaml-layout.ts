import type { LayoutAnchor, YamlLayoutInfo } from '../messages/yaml-layout-messages.ts';

// The yaml library reports a tab or a line out of place as whatever token it could not fit, often
// on the line before and many times over (ten «unexpected token» for one tab). This reader walks
// the lines the way content writes YAML — fields, lists, texts — and keeps, for each level, the
// line it last saw there, so a tab or a misplaced line is reported once, at itself, with the
// spaces it needs and the line to line it up with. Where the text leaves what it understands
// (flow collections over several lines, complex keys, anchors) it stops placing lines and only
// still finds tabs: the library's own errors stand for the rest.

export interface LayoutProblem {
  /** 1-based, within the text */
  line: number;
  column: number;
  info: YamlLayoutInfo;
}

interface Level {
  indent: number;
  kind: 'seq' | 'map';
  /** the last line seen at this level, and its key (or «-» for a list item) */
  line: number;
  text: string;
}

/** a `key:` or `-` with nothing after it: its value starts on a later line */
interface Opener {
  indent: number;
  line: number;
  text: string;
  item: boolean;
}

type Kind = 'item' | 'field' | 'text';

/** the tabs and misplaced lines of a YAML text, in line order */
export function findLayoutProblems(source: string): LayoutProblem[] {
  return new LayoutReader().read(source);
}

/** keys as content writes them (a line whose "key" is words is a text with a colon in it) */
const FIELD = /^([A-Za-z_][\w-]*|"[^"\\]*"|'[^']*')[ \t]*:(?:[ \t]+(.*))?$/;
const ITEM = /^-(?:[ \t]|$)/;
/** lines this reader does not place: documents, directives, complex keys, flow collections, anchors, tags */
const BEYOND = /^(?:---|\.\.\.|[?%[{&!|>@`])/;
/** beyond any real content: a reader this deep stops placing lines */
const MAX_DEPTH = 200;

class LayoutReader {
  private readonly levels: Level[] = [];
  private readonly problems: LayoutProblem[] = [];
  private opener: Opener | undefined;
  /** the last line ended in a plain text, which a deeper line continues */
  private plain: { item: boolean; level: Level } | undefined;
  /** inside a `|` or `>` text: its lines are deeper than `parentIndent`, the indent of its key */
  private literal: { parentIndent: number; contentIndent: number | undefined; key: Opener } | undefined;
  /** the structure is beyond this reader from here on: only tabs are still found */
  private lost = false;
  private lineNumber = 0;

  read(source: string): LayoutProblem[] {
    const lines = source.split('\n');
    for (let index = 0; index < lines.length; index++) {
      this.lineNumber = index + 1;
      this.line(lines[index]!.replace(/\r$/, ''));
    }
    return this.problems;
  }

  private line(raw: string): void {
    const lead = /^[ \t]*/.exec(raw)![0];
    const rest = raw.slice(lead.length);
    if (rest === '') return;
    const tab = lead.indexOf('\t');
    if (this.literal !== undefined && this.insideLiteral(lead, tab)) return;
    // a tab before a comment is YAML's separating white space, not an indentation
    if (rest.startsWith('#')) return;
    const kind = classify(rest);
    if (tab !== -1) {
      this.tab(kind, rest, tab);
      return;
    }
    if (this.lost) return;
    if (kind === undefined) {
      this.lost = true;
      return;
    }
    this.place(kind, rest, lead.length);
  }

  /** a line of a `|` or `>` text: true when it is one (a tab inside its indentation is reported) */
  private insideLiteral(lead: string, tab: number): boolean {
    const literal = this.literal!;
    const spaces = tab === -1 ? lead.length : tab;
    if (literal.contentIndent === undefined) {
      if (tab !== -1 && spaces <= literal.parentIndent) {
        // the text's first line indented with a tab: its indentation is what the tab stands for
        const { indent, line, text } = literal.key;
        this.report(tab, { code: 'TAB_INDENT', what: 'text', name: '', anchor: { relation: 'under', line, text, indent } });
        literal.contentIndent = indent + 2;
        return true;
      }
      if (spaces > literal.parentIndent) literal.contentIndent = spaces;
    }
    if (literal.contentIndent !== undefined && spaces >= literal.contentIndent) return true;
    if (tab !== -1 && spaces > literal.parentIndent) {
      this.report(tab, { code: 'TAB_INDENT', what: 'text', name: '' });
      return true;
    }
    this.literal = undefined;
    return false;
  }

  /** a line indented with a tab: reported once, then read as if at the place it was meant for */
  private tab(kind: Kind | undefined, rest: string, column: number): void {
    const name = nameOf(kind ?? 'text', rest);
    const meant = this.lost || kind === undefined ? undefined : this.meantPlace(kind);
    this.report(column, { code: 'TAB_INDENT', what: kind ?? 'text', name, ...(meant === undefined ? {} : { anchor: meant.anchor }) });
    if (meant === undefined) {
      this.lost = true;
      return;
    }
    this.place(kind!, rest, meant.indent);
  }

  /** where a line whose indentation cannot be counted (a tab) most likely belongs */
  private meantPlace(kind: Kind): { indent: number; anchor: LayoutAnchor } | undefined {
    if (this.opener !== undefined) {
      const { indent, line, text } = this.opener;
      return { indent: indent + 2, anchor: { relation: 'under', line, text, indent } };
    }
    if (kind === 'text') return undefined;
    const level = this.levels.findLast((candidate) => fits(candidate, kind));
    return level === undefined ? undefined : { indent: level.indent, anchor: anchorAt(level) };
  }

  /** a line of `kind` at `indent` spaces: accepted at its level, or reported and read where it belongs */
  private place(kind: Kind, rest: string, indent: number): void {
    const opener = this.opener;
    this.opener = undefined;
    if (opener !== undefined) {
      // the value of the `key:` or `-` above: deeper, or a list at the key's own indent
      if (indent > opener.indent || (kind === 'item' && !opener.item && indent === opener.indent)) {
        if (kind === 'text') {
          this.plain = { item: false, level: { indent: opener.indent, kind: 'map', line: opener.line, text: opener.text } };
          return;
        }
        this.accept(kind, rest, this.push(kind, indent));
        return;
      }
      // a list under a key, indented less than the key: meant for it, as no list stands there
      if (kind === 'item' && !opener.item && !this.levels.some((level) => level.indent === indent)) {
        const expected = opener.indent + 2;
        this.misplaced(kind, rest, indent, expected, { relation: 'under', line: opener.line, text: opener.text, indent: opener.indent });
        this.accept(kind, rest, this.push(kind, expected));
        return;
      }
      // else the key above is empty and this line belongs further out
    }
    if (this.levels.length === 0) {
      // the first line: the text's outermost mapping or list
      if (kind === 'text') this.lost = true;
      else this.accept(kind, rest, this.push(kind, indent));
      return;
    }
    const plain = this.plain;
    if (plain !== undefined && indent > plain.level.indent) {
      if (kind === 'text') return;
      if (kind === 'item') {
        if (!plain.item) return;
        // "- МРТ" then a deeper "- ЭКГ": YAML reads the second as more of the first one's text
        const level = plain.level;
        this.misplaced(kind, rest, indent, level.indent, anchorAt(level), true);
        this.accept(kind, rest, this.popTo(level));
        return;
      }
    }
    const same = this.levels.findLastIndex((level) => level.indent === indent && fits(level, kind));
    if (same !== -1) {
      this.accept(kind, rest, this.popTo(this.levels[same]!));
      return;
    }
    // a text, or a line where a level of the other kind stands, is the library's to report
    if (kind === 'text' || this.levels.some((level) => level.indent === indent)) {
      this.lost = true;
      return;
    }
    const nearest = this.nearest(kind, indent);
    if (nearest === undefined) {
      this.lost = true;
      return;
    }
    this.misplaced(kind, rest, indent, nearest.indent, anchorAt(nearest));
    this.accept(kind, rest, this.popTo(nearest));
  }

  /** the level of the same kind nearest in indentation (the outer one of two as near) */
  private nearest(kind: Kind, indent: number): Level | undefined {
    let best: Level | undefined;
    for (const level of this.levels) {
      if (!fits(level, kind)) continue;
      if (best === undefined || Math.abs(level.indent - indent) < Math.abs(best.indent - indent)) best = level;
    }
    return best;
  }

  private misplaced(kind: Kind, rest: string, found: number, expected: number, anchor: LayoutAnchor, merged = false): void {
    const what = kind === 'item' ? 'item' : 'field';
    this.report(found, { code: 'INDENT', what, name: nameOf(kind, rest), found, expected, anchor, ...(merged ? { merged } : {}) });
  }

  /** `column`: 0-based, of the tab or of the line's first character */
  private report(column: number, info: YamlLayoutInfo): void {
    this.problems.push({ line: this.lineNumber, column: column + 1, info });
  }

  private push(kind: Kind, indent: number): Level {
    const level: Level = { indent, kind: kind === 'item' ? 'seq' : 'map', line: this.lineNumber, text: '' };
    this.levels.push(level);
    if (this.levels.length > MAX_DEPTH) this.lost = true;
    return level;
  }

  /** the levels inside `level` are closed: a line at `level` follows */
  private popTo(level: Level): Level {
    this.levels.length = this.levels.indexOf(level) + 1;
    return level;
  }

  /** a field or list item placed at `level`: what its value opens */
  private accept(kind: Kind, rest: string, level: Level): void {
    this.plain = undefined;
    level.line = this.lineNumber;
    if (kind === 'field') {
      const [, key, value] = FIELD.exec(rest)!;
      level.text = unquote(key!);
      this.value(level, level.indent, level.text, value, false);
      return;
    }
    level.text = '-';
    const after = rest.slice(1);
    const gap = /^ */.exec(after)![0].length;
    const content = after.slice(gap);
    if (content === '' || content.startsWith('#')) {
      this.opener = { indent: level.indent, line: this.lineNumber, text: '-', item: true };
      return;
    }
    const field = content.startsWith('\t') ? null : FIELD.exec(content);
    if (field !== null) {
      // "- key: value": a mapping whose keys stand where this one does
      const map = this.push('field', level.indent + 1 + gap);
      map.text = unquote(field[1]!);
      this.value(map, map.indent, map.text, field[2], false);
      return;
    }
    if (ITEM.test(content) || BEYOND.test(content)) {
      this.lost = true;
      return;
    }
    this.value(level, level.indent, '-', content, true);
  }

  /** the value after `key:` or `-`: nothing (it follows below), a text, or a `|` text */
  private value(level: Level, indent: number, text: string, raw: string | undefined, item: boolean): void {
    const value = (raw ?? '').replace(/(?:^|[ \t])#.*$/, '').trim();
    if (value === '') {
      this.opener = { indent, line: this.lineNumber, text, item };
      return;
    }
    if (/^[|>]/.test(value)) {
      this.literal = { parentIndent: indent, contentIndent: undefined, key: { indent, line: this.lineNumber, text, item } };
      return;
    }
    if (value.startsWith('"') || value.startsWith("'")) {
      if (!/^(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')$/.test(value)) this.lost = true;
      return;
    }
    if (/^[[{&!*]/.test(value)) {
      if (!/^(?:\[[^[\]{}]*\]|\{[^[\]{}]*\})$/.test(value)) this.lost = true;
      return;
    }
    this.plain = { item, level };
  }
}

function classify(rest: string): Kind | undefined {
  if (ITEM.test(rest)) return 'item';
  if (FIELD.test(rest)) return 'field';
  if (BEYOND.test(rest) || /^[^'"]*:(?:[ \t]|$)/.test(rest) || /^["']/.test(rest)) return undefined;
  return 'text';
}

function fits(level: Level, kind: Kind): boolean {
  return level.kind === (kind === 'item' ? 'seq' : 'map');
}

function anchorAt(level: Level): LayoutAnchor {
  return { relation: 'same', line: level.line, text: level.text, indent: level.indent };
}

/** how a message names the line: a field by its key, a list item by its first words */
function nameOf(kind: Kind, rest: string): string {
  if (kind === 'field') return unquote(FIELD.exec(rest)![1]!);
  const text = rest.replace(/[ \t]+$/, '');
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function unquote(key: string): string {
  return /^["']/.test(key) ? key.slice(1, -1) : key;
}
