import { Link } from 'wouter';
import { preloadCallback } from '../forms/index.ts';
import { openCallback } from '../lib/events.ts';
import { MobileSearchButton, SearchButton } from '../search/index.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { EyeButton } from '../low-vision/eye-button.tsx';
import { CloseIcon, LogoIcon, MenuIcon } from './icons.tsx';
import { NO_SCRIPT_CONTACTS_ID } from './element-ids.ts';
import styles from './top-bar.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';

/** spec §2.2: logo → /, 'Заполнить анкету' → /anket, 'Заказать обратную связь', search, theme */
export function TopBar({ menuOpen, onMenuToggle }: { menuOpen: boolean; onMenuToggle: () => void }) {
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.burger}
        aria-expanded={menuOpen}
        aria-controls={MOBILE_MENU_ID}
        aria-label={menuOpen ? 'Закрыть меню' : 'Открыть меню'}
        onClick={onMenuToggle}
        data-menu-toggle
        data-requires-js
      >
        {menuOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <Link href="/" className={styles.logo} aria-label="Неврологическая клиника — на главную">
        <LogoIcon />
        <span className={styles.logoText}>Неврологическая клиника</span>
      </Link>
      <div className={styles.search}>
        <SearchButton />
      </div>
      <nav className={styles.actions} aria-label="Действия">
        <Link href="/anket" className={styles.anketLink}>
          Заполнить анкету
        </Link>
        <button
          type="button"
          data-requires-js
          className={styles.callbackButton}
          onClick={() => openCallback()}
          onPointerEnter={preloadCallback}
          onFocus={preloadCallback}
        >
          Заказать обратную связь
        </button>
        {/* without JavaScript the form cannot open: the footer says how to reach the clinic */}
        <a href={`#${NO_SCRIPT_CONTACTS_ID}`} className={styles.callbackButton} data-no-js>
          Заказать обратную связь
        </a>
      </nav>
      <div className={styles.tools}>
        <MobileSearchButton className={styles.mobileOnly} />
        <EyeButton className={styles.iconButton} />
        <ThemeToggle />
      </div>
    </div>
  );
}
