import { useLayoutEffect, useRef, useState, type HTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { CloseIcon, SearchIcon } from './search-icons.tsx';
import { SearchInput } from './search-input.tsx';
import type { SearchDraft, SearchMode } from './search-stand-in.tsx';
import dialogStyles from './search-dialog.module.css';
import overlayStyles from './search-overlay.module.css';

// The chrome both search UIs share: the desktop dialog (spec §2.3: at most a large card wide,
// about 8rem from the top, the 'ESC' hint as a button) and the mobile overlay (spec §2.4: a panel
// over the top of the screen with a close mark). And their side of the hand-over from the stand-in
// (search-stand-in.tsx) that took the typing while their code was on its way.

export interface SearchFrameProps {
  mode: SearchMode;
  panelRef?: Ref<HTMLDivElement>;
  backdropProps: Pick<HTMLAttributes<HTMLDivElement>, 'onPointerDown' | 'onClick'>;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  onClose: () => void;
  /** the results, below the field */
  children?: ReactNode;
}

export function SearchFrame({ mode, panelRef, backdropProps, inputProps, inputRef, onClose, children }: SearchFrameProps) {
  const styles = mode === 'dialog' ? dialogStyles : overlayStyles;
  return (
    <div className={styles.backdrop} {...backdropProps}>
      <div ref={panelRef} role="dialog" aria-modal="true" aria-label="Поиск по сайту" className={styles.panel}>
        <div className={styles.field}>
          <SearchIcon />
          <SearchInput inputProps={inputProps} inputRef={inputRef} />
          {mode === 'dialog' ? (
            <button type="button" className={styles.close} onClick={onClose}>
              <kbd>ESC</kbd>
              <span className="visually-hidden"> — закрыть поиск</span>
            </button>
          ) : (
            <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть поиск">
              <CloseIcon />
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}

/**
 * the real UI's side of the hand-over: the query to start from, and a ref for its field that
 * receives the focus and the selection the stand-in had (before the browser paints)
 */
export function useSearchHandover(draft: RefObject<SearchDraft> | undefined) {
  const [initial] = useState(() => (draft ? { ...draft.current } : undefined));
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!initial?.focused || !input) return;
    input.focus();
    input.setSelectionRange(initial.selectionStart, initial.selectionEnd);
  }, [initial]);
  return { initialQuery: initial?.query ?? '', inputRef, returnFocusTo: initial?.opener ?? undefined };
}
