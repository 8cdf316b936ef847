// Shows a line of a page's text in the web editor's text box (page-text.tsx): scrolls the box to it
// and selects it, so the place a problem names is marked where the editor types.

/** `line` counted from 1, from the text's first line (common/editor/body-start.ts) */
export function showTextLine(line: number): boolean {
  const box = document.querySelector<HTMLTextAreaElement>('textarea[data-page-text]');
  if (box === null) return false;
  const lines = box.value.split('\n');
  const index = Math.min(Math.max(line, 1), lines.length) - 1;
  const start = lines.slice(0, index).reduce((sum, each) => sum + each.length + 1, 0);
  box.focus();
  box.setSelectionRange(start, start + lines[index]!.length);
  // the box grows with its text: its scrolling ancestor (Decap's form pane) is moved to the line
  const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 20;
  box.scrollTop = Math.max(0, index * lineHeight - box.clientHeight / 2);
  const pane = scrollingAncestor(box);
  const lineTop = box.getBoundingClientRect().top + index * lineHeight - box.scrollTop;
  if (pane === undefined) window.scrollBy({ top: lineTop - window.innerHeight / 3 });
  else pane.scrollBy({ top: lineTop - pane.getBoundingClientRect().top - pane.clientHeight / 3 });
  return true;
}

function scrollingAncestor(element: HTMLElement): HTMLElement | undefined {
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return undefined;
}
