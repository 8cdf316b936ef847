import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { splitHref, stripDocsPrefix } from '../../common/routes/routes.ts';
import { OPEN_SEARCH_EVENT, useWindowEvent } from '../lib/events.ts';
import { searchUi } from './load-search.ts';
import { emptySearchDraft, SearchStandIn, type SearchDraft, type SearchMode } from './search-stand-in.tsx';
import { isSearchShortcut } from './shortcut.ts';
import type { SearchHit } from '../../common/search/search-types.ts';

// Mounted once. Opens the desktop dialog on Ctrl/Cmd+K, and the dialog or the mobile overlay on
// the site's open-search event (its detail says which); choosing a hit navigates and closes. Until
// the UI's code is here, a stand-in takes what is typed and hands it over (search-stand-in.tsx).

const SearchDialog = searchUi.dialog.Component;
const SearchOverlay = searchUi.overlay.Component;

export function SearchRoot() {
  const [mode, setMode] = useState<SearchMode | undefined>(undefined);
  const [location, navigate] = useLocation();
  const draft = useRef<SearchDraft>(emptySearchDraft());

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

  const close = useCallback(() => {
    setMode(undefined);
    // spec §2.3: "its text is cleared on close"
    draft.current = emptySearchDraft();
  }, []);
  const choose = useCallback(
    (hit: SearchHit) => {
      close();
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
    [navigate, location, close],
  );

  if (mode === undefined) return null;
  const Ui = mode === 'dialog' ? SearchDialog : SearchOverlay;
  return createPortal(
    <Suspense fallback={<SearchStandIn mode={mode} draft={draft} onClose={close} />}>
      <Ui onClose={close} onChoose={choose} draft={draft} />
    </Suspense>,
    document.body,
  );
}
