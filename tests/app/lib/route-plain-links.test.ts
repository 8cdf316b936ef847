import { afterEach, describe, expect, it } from 'vitest';
import { routePlainLinks } from '../../../app/lib/route-plain-links.ts';

// A press on a prerendered link that has no code yet goes through the router; files, other sites,
// new tabs and anchors on the same page are the browser's.

const navigated: string[] = [];
let stop: () => void = () => {};
afterEach(() => {
  stop();
  navigated.length = 0;
  document.body.innerHTML = '';
});

function press(html: string, init: MouseEventInit = {}): { routed: string[]; defaultPrevented: boolean } {
  stop = routePlainLinks((to) => navigated.push(to));
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-press]') ?? document.body.firstElementChild!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  // jsdom would navigate on an anchor's default action; the test keeps the page where it is
  document.addEventListener('click', (click) => click.preventDefault(), { once: true });
  target.dispatchEvent(event);
  return { routed: [...navigated], defaultPrevented: event.defaultPrevented };
}

describe('a press on a plain link to a page of the site', () => {
  it('navigates in the app, with its query and anchor', () => {
    expect(press('<a href="/docs/patents?x=1#top"><span data-press>Патенты</span></a>').routed).toEqual(['/docs/patents?x=1#top']);
  });

  it.each([
    ['a file', '<a href="/files/licence.pdf">PDF</a>'],
    ['a picture', '<a href="/images/photo.webp">фото</a>'],
    ['the API', '<a href="/api/page/index">API</a>'],
    ['the web editor', '<a href="/admin/">редактор</a>'],
    ['another site', '<a href="https://example.org/about">сайт</a>'],
    ['a new tab', '<a href="/about" target="_blank">о клинике</a>'],
    ['a download', '<a href="/about" download>о клинике</a>'],
    ['an anchor on this page', `<a href="${location.pathname}#section">к разделу</a>`],
  ])('leaves %s to the browser', (_, html) => {
    expect(press(html).routed).toEqual([]);
  });

  it('leaves a press with a modifier key or another button to the browser', () => {
    expect(press('<a href="/about">о клинике</a>', { ctrlKey: true }).routed).toEqual([]);
    stop();
    expect(press('<a href="/about">о клинике</a>', { button: 1 }).routed).toEqual([]);
  });

  it('leaves a link React has taken over to its own handler', () => {
    stop = routePlainLinks((to) => navigated.push(to));
    document.body.innerHTML = '<a href="/about">о клинике</a>';
    const link = document.body.querySelector('a')!;
    Object.assign(link, { __reactProps$test: { href: '/about' } });
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigated).toEqual([]);
  });
});
