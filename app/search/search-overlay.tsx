import { useRef } from 'react';
import { SearchFrame, useSearchHandover } from './search-frame.tsx';
import { SearchResults } from './search-results.tsx';
import { useSearchCombobox } from './use-search-combobox.ts';
import { useSearchModal } from './use-search-modal.ts';
import type { SearchUiProps } from './search-dialog.tsx';

// Spec §2.4: the mobile search overlay — a panel over the top of the screen with the text box
// ('Поиск...') and a close mark; 'Введите текст для поиска...' until something is typed. The same
// matching and keyboard behaviour as the desktop dialog.

const EMPTY_QUERY_TEXT = 'Введите текст для поиска...';

export function SearchOverlay({ onClose, onChoose, draft }: SearchUiProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { initialQuery, inputRef, returnFocusTo } = useSearchHandover(draft);
  const { backdropProps } = useSearchModal(panel, onClose, returnFocusTo);
  const combobox = useSearchCombobox(onChoose, initialQuery);
  return (
    <SearchFrame mode="overlay" panelRef={panel} backdropProps={backdropProps} inputProps={combobox.inputProps} inputRef={inputRef} onClose={onClose}>
      <SearchResults combobox={combobox} onChoose={onChoose} emptyText={EMPTY_QUERY_TEXT} />
    </SearchFrame>
  );
}
