import { useCallback, useEffect, useState } from 'react';

// spec §2.5, §4: light or dark; stored under `theme`; the `dark` class on <html> and the
// color-scheme follow it. With nothing stored the system setting decides, and its changes are
// followed. index.html applies the same rule before first paint, so there is no flash.

export type Theme = 'light' | 'dark';
const THEME_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedTheme(): Theme | undefined {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** the theme index.html applied before first paint */
function documentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * undefined until mounted: the prerendered HTML cannot know the visitor's theme, so the first
 * render (hydration) must not depend on it; index.html has already applied it before first paint
 */
export function useTheme(): { theme: Theme | undefined; toggle: () => void } {
  const [theme, setTheme] = useState<Theme | undefined>(undefined);

  useEffect(() => setTheme(storedTheme() ?? systemTheme()), []);
  useEffect(() => {
    if (theme !== undefined) applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK_QUERY);
    const follow = () => {
      if (storedTheme() === undefined) setTheme(systemTheme());
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const toggle = useCallback(() => {
    setTheme((current) => {
      const next: Theme = (current ?? documentTheme()) === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(THEME_KEY, next);
      } catch {
        // private mode: the choice lasts for this page only
      }
      return next;
    });
  }, []);

  return { theme, toggle };
}
