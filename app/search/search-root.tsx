import { Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { splitHref, stripDocsPrefix } from '../../pipeline/shared/routes.ts';
import { OPEN_SEARCH_EVENT, useWindowEvent } from '../lib/events.ts';
import { searchUi } from './load-search.ts';
import { isSearchShortcut } from './shortcut.ts';
import type { SearchHit } from './search-types.ts';

// Mounted once. Opens the desktop dialog on Ctrl/Cmd+K, and the dialog or the mobile overlay on
// the site's open-search event (its detail says which); choosing a hit navigates and closes.

type SearchMode = 'dialog' | 'overlay';

const SearchDialog = searchUi.dialog.Component;
const SearchOverlay = searchUi.overlay.Component;

export function SearchRoot() {
  const [mode, setMode] = useState<SearchMode | undefined>(undefined);
  const [location, navigate] = useLocation();

  useWindowEvent<{ mode?: SearchMode } | null>(
    OPEN_SEARCH_EVENT,
    useCallback((detail) => setMode((current) => current ?? (detail?.mode === 'overlay' ? 'overlay' : 'dialog')), []),
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // the browser's own Ctrl+K (its search bar) would take focus away
      event.preventDefault();
      setMode((current) => current ?? 'dialog');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback(() => setMode(undefined), []);
  const choose = useCallback(
    (hit: SearchHit) => {
      setMode(undefined);
      const { path, anchor } = splitHref(hit.href);
      const samePage = path === splitHref(stripDocsPrefix(location)).path;
      navigate(hit.href);
      // another page scrolls to its anchor once it has loaded; this one is already there
      if (samePage) {
        requestAnimationFrame(() => {
          if (anchor === undefined) window.scrollTo(0, 0);
          else document.getElementById(anchor)?.scrollIntoView();
        });
      }
    },
    [navigate, location],
  );

  if (mode === undefined) return null;
  const ui = mode === 'dialog' ? <SearchDialog onClose={close} onChoose={choose} /> : <SearchOverlay onClose={close} onChoose={choose} />;
  return createPortal(<Suspense fallback={null}>{ui}</Suspense>, document.body);
}
