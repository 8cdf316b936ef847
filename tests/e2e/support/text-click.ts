import { expect, type Locator, type Page } from '@playwright/test';

// A mouse click on a character of a text box, as an editor clicks into a page's text: the text box
// and the editor's pane are scrolled to it first, as the wheel would, then the mouse clicks there.
// Where a character is drawn is measured with a copy of the box's text in an element of the same
// font and width (a text area tells no character's place).

/** where the character at `index` is drawn, in the window; the box and its scrolling ancestor scrolled to it */
function placeOfCharacter(area: HTMLTextAreaElement, index: number): { x: number; y: number } {
  const style = getComputedStyle(area);
  const copy = document.createElement('div');
  for (const name of ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'lineHeight', 'letterSpacing', 'wordSpacing', 'tabSize', 'textIndent'] as const)
    copy.style[name] = style[name];
  const padding = { left: parseFloat(style.paddingLeft), right: parseFloat(style.paddingRight) };
  Object.assign(copy.style, {
    position: 'absolute',
    visibility: 'hidden',
    top: '0',
    left: '0',
    boxSizing: 'content-box',
    border: '0',
    padding: `${style.paddingTop} ${style.paddingRight} 0 ${style.paddingLeft}`,
    // the text's width inside the box: clientWidth leaves out a scroll bar
    width: `${area.clientWidth - padding.left - padding.right}px`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
  });
  const mark = document.createElement('span');
  mark.textContent = area.value.slice(index, index + 1);
  copy.append(area.value.slice(0, index), mark, area.value.slice(index + 1));
  document.body.append(copy);
  const spot = { left: mark.offsetLeft + mark.offsetWidth / 2, top: mark.offsetTop + mark.offsetHeight / 2 };
  copy.remove();

  area.scrollTop = Math.max(0, spot.top - area.clientHeight / 2);
  const at = () => {
    const box = area.getBoundingClientRect();
    return { x: box.left + area.clientLeft + spot.left, y: box.top + area.clientTop + spot.top - area.scrollTop };
  };
  // the editor's pane scrolls on its own: the nearest ancestor that scrolls, else the page
  let pane: Element | null = area.parentElement;
  while (pane !== null && !(/(auto|scroll)/.test(getComputedStyle(pane).overflowY) && pane.scrollHeight > pane.clientHeight)) pane = pane.parentElement;
  (pane ?? document.scrollingElement)?.scrollBy(0, at().y - innerHeight / 2);
  return at();
}

/** clicks the text box on the character at `index`: the caret goes beside it, where a click puts it */
export async function clickOnCharacter(page: Page, box: Locator, index: number): Promise<void> {
  await box.scrollIntoViewIfNeeded();
  const { x, y } = await box.evaluate(placeOfCharacter, index);
  await page.mouse.click(x, y);
  // the click landed in the word asked for (a caret one side of the character or the other)
  const caret = await box.evaluate((area: HTMLTextAreaElement) => area.selectionStart);
  expect(Math.abs(caret - index), `the click on character ${index} put the caret at ${caret}`).toBeLessThanOrEqual(1);
}
