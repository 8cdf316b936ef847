// The formatting buttons of a page's text (docs/web-editor.md, «A page's text»): each writes the
// markdown the content pipeline reads around the selection, and nothing else of the text changes.
// An edit is a replacement of one range, so the text box applies it as typing would, and Ctrl+Z
// takes it back (text-edit.ts).

/** replace `start`–`end` with `text`, then select `select` (offsets in the text after the edit) */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
  select: [number, number];
}

export interface Selection {
  start: number;
  end: number;
}

/** the selection without the spaces a double click takes with a word */
function trimmed(text: string, { start, end }: Selection): Selection {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

/**
 * `**…**` or `*…*` around the selection; again, and they are taken off. Nothing selected: a word to
 * type over, selected.
 */
function wrapEdit(text: string, selection: Selection, mark: string, placeholder: string): TextEdit {
  const { start, end } = trimmed(text, selection);
  const before = text.slice(0, start);
  const after = text.slice(end);
  // bold's `**` holds italic's `*`: a mark is ours when it is not part of a longer run
  const markedBefore = before.endsWith(mark) && !before.endsWith(`${mark}*`);
  const markedAfter = after.startsWith(mark) && !after.startsWith(`${mark}*`);
  if (start < end && markedBefore && markedAfter) {
    return { start: start - mark.length, end: end + mark.length, text: text.slice(start, end), select: [start - mark.length, end - mark.length] };
  }
  const inner = start < end ? text.slice(start, end) : placeholder;
  return { start, end, text: `${mark}${inner}${mark}`, select: [start + mark.length, start + mark.length + inner.length] };
}

/** the whole lines the selection touches */
function linesOf(text: string, { start, end }: Selection): Selection {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  return { start: lineStart, end: newline === -1 ? text.length : newline };
}

/**
 * A mark at the start of each line the selection touches (`## `, `- `, `> `), in place of one of
 * its kind (`### ` → `## `); when every line has it already, it is taken off. Blank lines stay blank.
 */
function linePrefixEdit(text: string, selection: Selection, prefix: string, kind: RegExp): TextEdit {
  const lines = linesOf(text, selection);
  const original = text.slice(lines.start, lines.end).split('\n');
  const filled = original.filter((line) => line.trim() !== '');
  const remove = filled.length > 0 && filled.every((line) => line.startsWith(prefix));
  const changed = original.map((line) => (line.trim() === '' ? line : remove ? line.slice(prefix.length) : prefix + line.replace(kind, ''))).join('\n');
  return { start: lines.start, end: lines.end, text: changed, select: [lines.start, lines.start + changed.length] };
}

export const FORMATS = {
  bold: (text: string, selection: Selection) => wrapEdit(text, selection, '**', 'жирный текст'),
  italic: (text: string, selection: Selection) => wrapEdit(text, selection, '*', 'курсив'),
  heading: (text: string, selection: Selection) => linePrefixEdit(text, selection, '## ', /^#{1,6}[ \t]+/),
  list: (text: string, selection: Selection) => linePrefixEdit(text, selection, '- ', /^(?:[-*+]|\d+[.)])[ \t]+/),
  quote: (text: string, selection: Selection) => linePrefixEdit(text, selection, '> ', /^>[ \t]?/),
} as const;

export type FormatName = keyof typeof FORMATS;

/** `[selected text](address)`; nothing selected: the target's own name as the link's text */
export function linkEdit(text: string, selection: Selection, href: string, name: string): TextEdit {
  const { start, end } = trimmed(text, selection);
  const label = start < end ? text.slice(start, end) : name;
  const link = `[${label}](${href})`;
  return { start, end, text: link, select: [start + link.length, start + link.length] };
}

/** a fact's placeholder (`{{phone}}`) at the caret, in place of what is selected */
export function factEdit(selection: Selection, name: string): TextEdit {
  const placeholder = `{{${name}}}`;
  return {
    start: selection.start,
    end: selection.end,
    text: placeholder,
    select: [selection.start + placeholder.length, selection.start + placeholder.length],
  };
}
