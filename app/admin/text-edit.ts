import type { TextEdit } from './text-format.ts';

// An edit made by a button is applied to the text box as typing is: through the browser's editing
// command, so it lands on the box's undo stack (Ctrl+Z takes it back, Ctrl+Y brings it again) and
// the box fires its `input` event as for a key. Setting `value` would empty the undo stack.

export function applyEdit(area: HTMLTextAreaElement, edit: TextEdit): void {
  area.focus();
  area.setSelectionRange(edit.start, edit.end);
  // an empty replacement is a deletion: insertText refuses ''
  const command = typeof document.execCommand === 'function' ? document.execCommand.bind(document) : () => false;
  const done = edit.text === '' ? command('delete') : command('insertText', false, edit.text);
  if (!done) {
    // a browser without the command (or a test's DOM): the same edit, without undo
    area.setRangeText(edit.text, edit.start, edit.end);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
  area.setSelectionRange(...edit.select);
}
