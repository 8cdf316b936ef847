import { openSearch } from '../lib/events.ts';
import styles from './top-bar.module.css';

// The search entry points of spec §2.2/§2.3. They only fire the search-open event; the search
// feature (app/search) listens and may replace these with its own prefetching buttons.

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

export function SearchEntryDesktop() {
  return (
    <button type="button" className={styles.searchButton} onClick={() => openSearch('dialog')} aria-keyshortcuts="Control+K Meta+K">
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <span>Поиск...</span>
      <kbd className={styles.hint}>{isMac() ? '⌘K' : 'Ctrl K'}</kbd>
    </button>
  );
}

export function SearchEntryMobile() {
  return (
    <button type="button" className={styles.iconButton + ' ' + styles.mobileOnly} onClick={() => openSearch('overlay')} aria-label="Поиск">
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
    </button>
  );
}
