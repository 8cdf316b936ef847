// Where a page's text begins in its file: the line after the frontmatter's closing «---» (1 when
// there is none). The content check counts lines of the file; the web editor's text box holds
// only the text, so a problem's line is counted from here (common/editor/editor-words.ts).

export function bodyStart(file: string): number {
  const match = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(file);
  return match === null ? 1 : match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
}
