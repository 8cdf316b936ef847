import { plural, quote, type Language } from './language.ts';

// A tab or a line out of place in YAML (pipeline/read/yaml-layout.ts), as data: what the line is,
// how far it is indented, how far it should be and the line to line it up with. Counts and lines
// are the file's, so the editor can count the spaces in the file itself.

/** the line a misplaced line lines up with: exactly under it, or two spaces right of it (its value) */
export interface LayoutAnchor {
  relation: 'same' | 'under';
  line: number;
  /** its key, or «-» for a list item */
  text: string;
  indent: number;
}

export type YamlLayoutInfo =
  | {
      code: 'TAB_INDENT';
      what: 'item' | 'field' | 'text';
      /** the field's key, or the list item's first words */
      name: string;
      /** where the line belongs, when that can be told */
      anchor?: LayoutAnchor;
    }
  | {
      code: 'INDENT';
      what: 'item' | 'field';
      name: string;
      found: number;
      expected: number;
      anchor: LayoutAnchor;
      /** YAML reads the item as more of the text of the item above (it accepts the text so) */
      merged?: boolean;
    };

export function isYamlLayout(info: { code: string }): info is YamlLayoutInfo {
  return info.code === 'TAB_INDENT' || info.code === 'INDENT';
}

export function renderYamlLayout(info: YamlLayoutInfo, lang: Language): string {
  return lang === 'ru' ? russian(info) : english(info);
}

function expectedOf(anchor: LayoutAnchor): number {
  return anchor.relation === 'same' ? anchor.indent : anchor.indent + 2;
}

const spaces = (count: number) => `${count} ${plural(count, 'пробел', 'пробела', 'пробелов')}`;

function russian(info: YamlLayoutInfo): string {
  if (info.code === 'TAB_INDENT') {
    const tab = 'отступ сделан табуляцией, а в YAML отступы — только пробелы: ';
    if (info.anchor === undefined) return `${tab}замените табуляцию пробелами`;
    const expected = expectedOf(info.anchor);
    const fix = expected === 0 ? 'удалите табуляцию' : `замените табуляцию ${expected} ${plural(expected, 'пробелом', 'пробелами', 'пробелами')}`;
    return `${tab}${fix}, ${goalRu(info.what, info.name, info.anchor)}`;
  }
  const subject = info.what === 'item' ? `у пункта списка ${quote('ru', info.name)}` : `у поля ${quote('ru', info.name)}`;
  const found = info.found === 0 ? 'нет отступа' : `отступ ${spaces(info.found)}`;
  const needed = info.expected === 0 ? 'нужно без отступа' : `${plural(info.expected, 'нужен', 'нужно', 'нужно')} ${info.expected}`;
  const merged = info.merged ? `; сейчас он читается как продолжение текста строки ${info.anchor.line}` : '';
  return `${subject} ${found}, а ${needed} — ${goalRu(info.what, info.name, info.anchor)}${merged}`;
}

/** «чтобы «-» встал ровно под «-» из строки 9» */
function goalRu(what: YamlLayoutInfo['what'], name: string, anchor: LayoutAnchor): string {
  const mover = what === 'item' ? '«-» встал' : what === 'field' ? `${quote('ru', name)} встало` : 'текст начинался';
  const where = anchor.relation === 'same' ? 'ровно под' : 'на 2 пробела правее';
  return `чтобы ${mover} ${where} ${quote('ru', anchor.text)} из строки ${anchor.line}`;
}

function english(info: YamlLayoutInfo): string {
  if (info.code === 'TAB_INDENT') {
    const tab = 'the line is indented with a tab, expected spaces only: ';
    if (info.anchor === undefined) return `${tab}replace the tab with spaces`;
    const expected = expectedOf(info.anchor);
    const fix = expected === 0 ? 'remove the tab' : `replace the tab with ${expected} space${expected === 1 ? '' : 's'}`;
    return `${tab}${fix} so that ${goalEn(info.what, info.name, info.anchor)}`;
  }
  const subject = info.what === 'item' ? `the list item "${info.name}"` : `the field "${info.name}"`;
  const found = info.found === 0 ? 'is not indented' : `is indented by ${info.found} space${info.found === 1 ? '' : 's'}`;
  const expected = info.expected === 0 ? 'expected no indentation' : `expected ${info.expected}`;
  const merged = info.merged ? `; now it reads as more of the text on line ${info.anchor.line}` : '';
  return `${subject} ${found}, ${expected} so that ${goalEn(info.what, info.name, info.anchor)}${merged}`;
}

/** 'its "-" lines up with the "-" on line 9' */
function goalEn(what: YamlLayoutInfo['what'], name: string, anchor: LayoutAnchor): string {
  const mover = what === 'item' ? 'its "-"' : what === 'field' ? `"${name}"` : 'the text';
  const target = anchor.text === '-' ? 'the "-"' : `"${anchor.text}"`;
  return anchor.relation === 'same'
    ? `${mover} lines up with ${target} on line ${anchor.line}`
    : `${mover} stands 2 spaces right of ${target} on line ${anchor.line}`;
}
