import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchRoot } from '../../../app/search/index.ts';
import { emptySearchDraft, SearchStandIn } from '../../../app/search/search-stand-in.tsx';
import { resetSearchLoader } from '../../../app/search/load-search.ts';
import { answerFragment } from '../../common/search/fragment-api.ts';

// docs/product.md, «Nothing typed is lost»: the search opened (Ctrl+K) while the code of its UI is
// still on its way. What is typed meanwhile goes into a stand-in, and the dialog takes it over with
// the caret and the focus. The chunk's arrival is held back until the test lets it through. (No
// search button here: its hover and focus fetch the chunk too, and a second import of a module
// whose mock is still pending gets the real module in vitest.)

const chunk = vi.hoisted(() => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open: () => open() };
});

vi.mock('../../../app/search/search-ui.ts', async (importOriginal) => {
  await chunk.gate;
  return importOriginal();
});

beforeEach(() => {
  resetSearchLoader();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) => answerFragment(String(url))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.removeAttribute('style');
});

function renderSite() {
  const location = memoryLocation({ path: '/prices' });
  render(
    <Router hook={location.hook}>
      <button type="button">Меню</button>
      <SearchRoot />
    </Router>,
  );
  return userEvent.setup();
}

const dialog = () => screen.getByRole('dialog', { name: 'Поиск по сайту' });
const searchBox = () => within(dialog()).getByRole('combobox', { name: 'Поиск по сайту' }) as HTMLInputElement;
/** the real dialog has a listbox for its hits; the stand-in has none */
const realDialogShown = () => within(dialog()).queryByRole('listbox', { hidden: true }) !== null;

describe('the search before its code arrives', () => {
  it('Escape closes the stand-in and gives the focus back', async () => {
    const user = renderSite();
    const button = screen.getByRole('button', { name: 'Меню' });
    button.focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(searchBox());
    expect(realDialogShown()).toBe(false);
    await user.keyboard('мрт');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    // cleared on close (spec §2.3): opened again, the field is empty
    await user.keyboard('{Control>}k{/Control}');
    expect(searchBox().value).toBe('');
    await user.keyboard('{Escape}');
  });

  it('what is typed at once stays, with the caret and the focus, when the dialog takes over', async () => {
    const user = renderSite();
    const button = screen.getByRole('button', { name: 'Меню' });
    button.focus();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('лечени');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(realDialogShown()).toBe(false);

    await act(async () => chunk.open());
    await waitFor(() => expect(realDialogShown()).toBe(true), { timeout: 10_000 });
    const box = searchBox();
    expect(box.value).toBe('лечени');
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([4, 4]);

    // typing goes on where the caret was, and the hits come
    await user.keyboard('{End}е');
    expect(box.value).toBe('лечение');
    await waitFor(() => expect(within(dialog()).queryAllByRole('option').length).toBeGreaterThan(0));

    // Escape closes the dialog and the focus goes back to the button the stand-in found it on
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a select event the field sends after closing does not write into the next search', async () => {
    const draft = { current: emptySearchDraft() };
    // as the root does on close (search-root.tsx): the next search begins with an empty draft
    const onClose = () => (draft.current = emptySearchDraft());
    render(<SearchStandIn mode="dialog" draft={draft} onClose={onClose} />);
    const user = userEvent.setup();
    await user.keyboard('мрт');
    expect(draft.current.query).toBe('мрт');
    const box = searchBox();
    await user.click(screen.getByRole('button', { name: 'Закрыть поиск' }));
    // the browser's last select event, after the focus has gone and before the stand-in is removed
    fireEvent.select(box);
    expect(draft.current.query).toBe('');
  });
});
