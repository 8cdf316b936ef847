import { MoonIcon, SunIcon } from './icons.tsx';
import { useTheme } from './theme.ts';
import styles from './top-bar.module.css';

/** spec §2.5: a control labelled 'Toggle dark mode' */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  return (
    <button
      type="button"
      data-requires-js
      data-theme-toggle
      className={styles.iconButton}
      aria-label="Toggle dark mode"
      aria-pressed={theme === undefined ? undefined : theme === 'dark'}
      onClick={toggle}
    >
      {/* both icons: the stylesheet shows the one of the theme in force, also before hydration */}
      <SunIcon className={styles.sunIcon} />
      <MoonIcon className={styles.moonIcon} />
    </button>
  );
}
