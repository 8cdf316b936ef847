import { useLayoutEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { CloseIcon, SearchIcon } from './search-icons.tsx';
import { SearchInput } from './search-input.tsx';
import dialogStyles from './search-dialog.module.css';
import overlayStyles from './search-overlay.module.css';

// The search while its UI's code is on its way (docs/product.md, «Nothing typed is lost»): Ctrl+K
// and typing at once on a slow phone lost every letter typed before the dialog's chunk arrived.
// This stand-in looks like the dialog or the overlay (the same styles; the markup of
// search-frame.tsx, repeated here so that the frame stays out of the first load) and its field
// takes the typing. The real UI takes over the query, the selection and the focus, and gives the
// focus back where the stand-in found it.

export type SearchMode = 'dialog' | 'overlay';

/** what the stand-in hands over: the query typed so far, its selection, and where focus goes back */
export interface SearchDraft {
  query: string;
  selectionStart: number;
  selectionEnd: number;
  /** the stand-in's field had the focus when it went */
  focused: boolean;
  /** what had the focus before the search opened */
  opener: HTMLElement | null;
}

export function emptySearchDraft(): SearchDraft {
  return { query: '', selectionStart: 0, selectionEnd: 0, focused: false, opener: null };
}

export function SearchStandIn({ mode, draft, onClose }: { mode: SearchMode; draft: RefObject<SearchDraft>; onClose: () => void }) {
  // this opening's draft, held by the handlers: the field's last select event, which the browser
  // sends after the focus has gone (and the root has begun the next search's draft), writes here
  const own = draft.current;
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(own.query);

  useLayoutEffect(() => {
    const active = document.activeElement;
    own.opener ??= active instanceof HTMLElement && active !== document.body ? active : null;
    input.current?.focus();
  }, [own]);

  const remember = (event: SyntheticEvent<HTMLInputElement>) => {
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    Object.assign(own, { query: value, selectionStart: selectionStart ?? value.length, selectionEnd: selectionEnd ?? value.length });
  };
  const close = () => {
    own.opener?.focus();
    onClose();
  };

  const styles = mode === 'dialog' ? dialogStyles : overlayStyles;
  // data-search-stand-in: the page's scroll is locked while it is there (search-dialog.module.css)
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click beside the dialog closes it; from the keyboard, Escape does
    <div className={styles.backdrop} data-search-stand-in="" onClick={(event) => event.target === event.currentTarget && close()}>
      <div role="dialog" aria-modal="true" aria-label="Поиск по сайту" className={styles.panel}>
        <div className={styles.field}>
          <SearchIcon />
          <SearchInput
            inputRef={input}
            inputProps={{
              role: 'combobox',
              'aria-expanded': false,
              'aria-autocomplete': 'list',
              value: query,
              onChange: (event) => {
                setQuery(event.currentTarget.value);
                remember(event);
              },
              onSelect: remember,
              onFocus: () => (own.focused = true),
              // a focused element that is removed may report a blur: that is the hand-over, not the visitor
              onBlur: (event) => void (event.currentTarget.isConnected && (own.focused = false)),
              onKeyDown: (event) => {
                if (event.key === 'Escape' && !event.nativeEvent.isComposing) close();
              },
            }}
          />
          <button type="button" className={styles.close} onClick={close} aria-label="Закрыть поиск">
            {mode === 'dialog' ? <kbd>ESC</kbd> : <CloseIcon />}
          </button>
        </div>
      </div>
    </div>
  );
}
