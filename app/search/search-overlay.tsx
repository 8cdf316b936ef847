import { useRef } from 'react';
import { SearchInput } from './search-input.tsx';
import { CloseIcon, SearchIcon } from './search-icons.tsx';
import { SearchResults } from './search-results.tsx';
import { useSearchCombobox } from './use-search-combobox.ts';
import { useSearchModal } from './use-search-modal.ts';
import type { SearchUiProps } from './search-dialog.tsx';
import styles from './search-overlay.module.css';

// Spec §2.4: the mobile search overlay — a panel over the top of the screen with the text box
// ('Поиск...') and a close mark; 'Введите текст для поиска...' until something is typed. The same
// matching and keyboard behaviour as the desktop dialog.

export const EMPTY_QUERY_TEXT = 'Введите текст для поиска...';

export function SearchOverlay({ onClose, onChoose }: SearchUiProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { backdropProps } = useSearchModal(panel, onClose);
  const combobox = useSearchCombobox(onChoose);
  return (
    <div className={styles.backdrop} {...backdropProps}>
      <div ref={panel} role="dialog" aria-modal="true" aria-label="Поиск по сайту" className={styles.panel}>
        <div className={styles.field}>
          <SearchIcon />
          <SearchInput inputProps={combobox.inputProps} />
          <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть поиск">
            <CloseIcon />
          </button>
        </div>
        <SearchResults combobox={combobox} onChoose={onChoose} emptyText={EMPTY_QUERY_TEXT} />
      </div>
    </div>
  );
}
