import { useRef, type RefObject } from 'react';
import { SearchFrame, useSearchHandover } from './search-frame.tsx';
import type { SearchDraft } from './search-stand-in.tsx';
import { SearchResults } from './search-results.tsx';
import { useSearchCombobox } from './use-search-combobox.ts';
import { useSearchModal } from './use-search-modal.ts';
import type { SearchHit } from '../../common/search/search-types.ts';

// Spec §2.3: the desktop search dialog — at most a large card wide, about 8rem from the top; the
// input autofocused with the placeholder 'Поиск...' and the hint 'ESC' (a button that closes it).
// Mounted only while open, so its text is gone once it closes.

export interface SearchUiProps {
  onClose: () => void;
  onChoose: (hit: SearchHit) => void;
  /** what the stand-in (search-stand-in.tsx) took while this UI's code was on its way */
  draft?: RefObject<SearchDraft>;
}

export function SearchDialog({ onClose, onChoose, draft }: SearchUiProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const { initialQuery, inputRef, returnFocusTo } = useSearchHandover(draft);
  const { backdropProps } = useSearchModal(dialog, onClose, returnFocusTo);
  const combobox = useSearchCombobox(onChoose, initialQuery);
  return (
    <SearchFrame mode="dialog" panelRef={dialog} backdropProps={backdropProps} inputProps={combobox.inputProps} inputRef={inputRef} onClose={onClose}>
      <SearchResults combobox={combobox} onChoose={onChoose} />
    </SearchFrame>
  );
}
