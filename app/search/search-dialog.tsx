import { useRef } from 'react';
import { SearchInput } from './search-input.tsx';
import { SearchIcon } from './search-icons.tsx';
import { SearchResults } from './search-results.tsx';
import { useSearchCombobox } from './use-search-combobox.ts';
import { useSearchModal } from './use-search-modal.ts';
import type { SearchHit } from './search-types.ts';
import styles from './search-dialog.module.css';

// Spec §2.3: the desktop search dialog — at most a large card wide, about 8rem from the top; the
// input autofocused with the placeholder 'Поиск...' and the hint 'ESC' (a button that closes it).
// Mounted only while open, so its text is gone once it closes.

export interface SearchUiProps {
  onClose: () => void;
  onChoose: (hit: SearchHit) => void;
}

export function SearchDialog({ onClose, onChoose }: SearchUiProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const { backdropProps } = useSearchModal(dialog, onClose);
  const combobox = useSearchCombobox(onChoose);
  return (
    <div className={styles.backdrop} {...backdropProps}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-label="Поиск по сайту" className={styles.dialog}>
        <div className={styles.field}>
          <SearchIcon />
          <SearchInput inputProps={combobox.inputProps} />
          <button type="button" className={styles.escape} onClick={onClose}>
            <kbd>ESC</kbd>
            <span className="visually-hidden"> — закрыть поиск</span>
          </button>
        </div>
        <SearchResults combobox={combobox} onChoose={onChoose} />
      </div>
    </div>
  );
}
