import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { MobileSearchButton, SearchButton, SearchRoot } from '../../../app/search/index.ts';
import { loadSearchUi, resetSearchLoader } from '../../../app/search/load-search.ts';
import { openSearch } from '../../../app/lib/events.ts';
import { ENTRIES } from '../../common/search/fixtures.ts';
import { answerFragment, FRAGMENT_META_URL } from '../../common/search/fragment-api.ts';

// the dialog's code is a lazy chunk; load it up front, as a hover on the search button does
await loadSearchUi();

// Both search UIs as a visitor meets them (spec §2.3, §2.4), by keyboard and by pointer.

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  resetSearchLoader();
  fetchMock = vi.fn<typeof fetch>(async (url) => {
    return answerFragment(String(url));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
});

function renderSite(path = '/prices') {
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  render(
    <Router hook={location.hook}>
      <header id="navbar">
        <SearchButton />
        <MobileSearchButton />
      </header>
      <main>
        <h1>Страница</h1>
      </main>
      <SearchRoot />
    </Router>,
  );
  return { user, location };
}

const dialog = () => screen.getByRole('dialog', { name: 'Поиск по сайту' });
const input = () => within(dialog()).getByRole('combobox', { name: 'Поиск по сайту' });
const options = () => within(dialog()).queryAllByRole('option');
/** in the document and not hidden by a [hidden] ancestor (jsdom has no layout) */
function expectShown(element: Element | null | undefined) {
  expect(element?.isConnected).toBe(true);
  expect(element!.closest('[hidden]')).toBeNull();
}
const index = { loaded: () => fetchMock.mock.calls.some(([url]) => String(url) === FRAGMENT_META_URL) };

describe('the desktop button', () => {
  it("reads 'Поиск...' with the hint 'Ctrl K', and loads nothing until hovered or focused", async () => {
    const { user } = renderSite();
    const button = screen.getByRole('button', { name: 'Поиск...' });
    expect(button.textContent).toContain('Поиск...Ctrl K');
    expect(button?.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.hover(button);
    expect(index.loaded()).toBe(true);
  });

  it('loads the index when focused, too', async () => {
    const { user } = renderSite();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Поиск...' }));
    expect(index.loaded()).toBe(true);
  });

  it("shows '⌘K' on a Mac", () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    renderSite();
    expect(screen.getByRole('button', { name: 'Поиск...' }).textContent).toContain('⌘K');
  });
});

describe('the desktop dialog', () => {
  it('opens on Ctrl+K with the input focused, the hint ESC, and the page scroll locked', async () => {
    const { user } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(input());
    expect(input()?.getAttribute('placeholder')).toBe('Поиск...');
    expectShown(within(dialog()).getByRole('button', { name: /ESC/ }));
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    // an empty query shows no results
    expect(options()).toEqual([]);
  });

  it('opens on Cmd+K, and on Ctrl+K in the Russian layout', async () => {
    const { user } = renderSite();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(document.activeElement).toBe(input());
    await user.keyboard('{Escape}');
    await user.keyboard('{Control>}[KeyK]{/Control}');
    expect(document.activeElement).toBe(input());
  });

  it('lists the hits as links with the matched text in <mark>', async () => {
    const { user } = renderSite();
    await user.click(screen.getByRole('button', { name: 'Поиск...' }));
    await user.type(input(), 'эпилеп');
    const first = await within(dialog()).findByRole('option', { name: /^Лечение эпилепсии/ });
    expect(first.tagName).toBe('A');
    expect(first?.getAttribute('href')).toBe('/services/epilepsy-treatment');
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['эпилеп']);
    expectShown(within(dialog()).getByRole('listbox', { name: 'Результаты поиска' }));
    expect(input()?.getAttribute('aria-expanded')).toBe('true');
  });

  it("says 'Ничего не найдено' when nothing matches, and the fix it used for a wrong layout", async () => {
    const { user } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'щъыхьжц');
    expectShown(await within(dialog()).findByText('Ничего не найдено'));
    expect(options()).toEqual([]);
    await user.clear(input());
    await user.type(input(), 'ktxtybt');
    expectShown(await within(dialog()).findByText('Показаны результаты для «лечение»'));
    expect(options().length).toBeGreaterThan(0);
  });

  it('moves through the hits with the arrow keys and opens one with Enter', async () => {
    const { user, location } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'лечение');
    await within(dialog()).findAllByRole('option');
    const [first, second] = options();
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(input()?.getAttribute('aria-activedescendant')).toBe(first!.id);
    await user.keyboard('{ArrowDown}');
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(input()?.getAttribute('aria-activedescendant')).toBe(second!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options().at(-1)?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location.history.at(-1)).toBe(second!.getAttribute('href'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to a match deep in a page by its heading', async () => {
    const { user, location } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'судороги');
    const hit = await within(dialog()).findByRole('option', { name: /^Лечение эпилепсии\s*—\s*Что взять с собой/ });
    await user.click(hit);
    expect(location.history.at(-1)).toBe('/services/epilepsy-treatment#что-взять-с-собой');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, clears its text, unlocks the scroll and gives focus back', async () => {
    const { user } = renderSite();
    const button = screen.getByRole('button', { name: 'Поиск...' });
    await user.click(button);
    await user.type(input(), 'цены');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
    await user.click(button);
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('closes on a click outside, and on the ESC button', async () => {
    const { user } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    await user.click(dialog().parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Control>}k{/Control}');
    // a click inside stays open
    await user.click(input());
    expectShown(dialog());
    await user.click(within(dialog()).getByRole('button', { name: /ESC/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside while open', async () => {
    const { user } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    await user.tab();
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: /ESC/ }));
    await user.tab();
    expect(document.activeElement).toBe(input());
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: /ESC/ }));
  });

  it('says so when the index cannot be loaded, and tries again on the next keystroke', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    const { user } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'ц');
    expectShown(await within(dialog()).findByText(/Поиск сейчас недоступен/));
    fetchMock.mockImplementation(async (url) => answerFragment(String(url)));
    await user.type(input(), 'ены');
    expectShown(await within(dialog()).findByRole('option', { name: /^Цены/ }));
  });

  it('falls back to the spec entries of /api/search', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/search'
        ? new Response(JSON.stringify(ENTRIES.map(({ title, description, href }) => ({ title, description, href }))), { status: 200 })
        : new Response('{}', { status: 404 }),
    );
    const { user } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'цены');
    const hit = await within(dialog()).findByRole('option', { name: /^Цены/ });
    expect(hit.getAttribute('href')).toBe('/prices');
  });
});

describe('the mobile overlay', () => {
  it("opens from the icon button 'Поиск' and asks for text until some is typed", async () => {
    const { user } = renderSite();
    await user.click(screen.getByRole('button', { name: 'Поиск' }));
    expect(document.activeElement).toBe(input());
    expect(input()?.getAttribute('placeholder')).toBe('Поиск...');
    expectShown(within(dialog()).getByText('Введите текст для поиска...'));
    await user.type(input(), 'щъыхьжц');
    expectShown(await within(dialog()).findByText('Ничего не найдено'));
    await user.clear(input());
    expectShown(await within(dialog()).findByText('Введите текст для поиска...'));
  });

  it('opens from the open-search event with mode overlay', async () => {
    renderSite();
    act(() => openSearch('overlay'));
    expectShown(within(dialog()).getByRole('button', { name: 'Закрыть поиск' }));
  });

  it('closes on the close mark, on Escape and on a click outside', async () => {
    const { user } = renderSite();
    const open = () => user.click(screen.getByRole('button', { name: 'Поиск' }));
    await open();
    await user.click(within(dialog()).getByRole('button', { name: 'Закрыть поиск' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    await user.click(dialog().parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the page picked and closes', async () => {
    const { user, location } = renderSite('/about');
    await user.click(screen.getByRole('button', { name: 'Поиск' }));
    await user.type(input(), 'инсульт');
    await user.click(await within(dialog()).findByRole('option', { name: /^Реабилитация после инсульта/ }));
    expect(location.history.at(-1)).toBe('/services/stroke-rehabilitation');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the split index, while its fragments load', () => {
  it('drops the answer to an earlier keystroke that arrives after the latest one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // the gram fragment of "ц" alone (the first keystroke's, asked for once typing paused) is slow
    let asked!: () => void;
    const askedForFirst = new Promise<void>((resolve) => (asked = resolve));
    const lateAnswers: Response[] = [];
    fetchMock.mockImplementation(async (url) => {
      if (!String(url).endsWith('/g-0446')) return answerFragment(String(url));
      asked();
      await held;
      const answer = answerFragment(String(url));
      lateAnswers.push(answer);
      return answer;
    });
    const { user } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'ц');
    await askedForFirst;
    await user.type(input(), 'ены');
    expectShown(await within(dialog()).findByRole('option', { name: /^Цены/ }));
    release();
    // the search has read the late answer: whatever it does with it has been done once act flushes
    await vi.waitFor(() => expect(lateAnswers.length > 0 && lateAnswers.every((answer) => answer.bodyUsed)).toBe(true), { timeout: 10_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(options().map((option) => option.getAttribute('href'))).toEqual(['/prices']);
    expect(input()).toHaveProperty('value', 'цены');
  });

  it('shows the failure when a fragment cannot be loaded, and the next keystroke loads it again', async () => {
    fetchMock.mockImplementation(async (url) => (/\/h-\d+$/.test(String(url)) ? new Response('{}', { status: 503 }) : answerFragment(String(url))));
    const { user } = renderSite();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'цены');
    expectShown(await within(dialog()).findByText(/Поиск сейчас недоступен/));
    expect(options()).toHaveLength(0);
    fetchMock.mockImplementation(async (url) => answerFragment(String(url)));
    await user.type(input(), '{Backspace}ы');
    expectShown(await within(dialog()).findByRole('option', { name: /^Цены/ }));
    expect(within(dialog()).queryByText(/Поиск сейчас недоступен/)).toBeNull();
  });
});
