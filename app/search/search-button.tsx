import { openSearch } from '../lib/events.ts';
import { prefetchSearch } from './load-search.ts';
import { SearchIcon } from './search-icons.tsx';
import { shortcutHint } from './shortcut.ts';
import styles from './search-button.module.css';

/**
 * spec §2.3: the desktop entry, 'Поиск...' with the hint 'Ctrl K' ('⌘K' on a Mac). Hovering or
 * focusing it starts loading the index, so the dialog usually opens with it ready.
 */
export function SearchButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      data-requires-js
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-keyshortcuts="Control+K Meta+K"
      onPointerEnter={prefetchSearch}
      onFocus={prefetchSearch}
      onClick={() => openSearch('dialog')}
    >
      <SearchIcon size={16} />
      <span className={styles.label}>Поиск...</span>
      <kbd className={styles.hint} aria-hidden="true">
        {shortcutHint()}
      </kbd>
    </button>
  );
}

/** spec §2.2, §2.4: the mobile entry, an icon button that opens the overlay */
export function MobileSearchButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      data-requires-js
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      aria-label="Поиск"
      onPointerDown={prefetchSearch}
      onFocus={prefetchSearch}
      onClick={() => openSearch('overlay')}
    >
      <SearchIcon size={20} />
    </button>
  );
}
