import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// HTML_CodeSniffer (pa11y's maintained build), a second accessibility engine beside axe: its own
// reading of WCAG 2 AA, technique by technique (H71: a fieldset names its group with a legend, …).

const require = createRequire(import.meta.url);
const SOURCE = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

/** HTML_CodeSniffer's message types: errors fail WCAG; warnings and notices ask a person to look */
const ERROR = 1;

interface HtmlCodeSniffer {
  process(standard: string, content: Document, callback: () => void, failCallback: () => void, language: string): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

/** every WCAG 2 AA error HTML_CodeSniffer finds on the page as it is now, with the element it is about */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  // evaluated rather than added as a script tag: the site's Content-Security-Policy allows no inline script
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(SOURCE);
  return page.evaluate(
    (error) =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        const describe = (element: Element) => element.outerHTML.slice(0, 120);
        const done = () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === error)
              .map((message) => `${message.code}: ${message.msg} — ${describe(message.element)}`),
          );
        htmlcs.process('WCAG2AA', document, done, () => reject(new Error('HTML_CodeSniffer could not check the page')), 'en');
      }),
    ERROR,
  );
}
