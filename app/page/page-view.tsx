import { useEffect, useRef, useState } from 'react';
import type { PageRecord } from '../../common/schema/db.ts';
import { routeToPageId, safeDecodeComponent } from '../../common/routes/routes.ts';
import { HttpError } from '../data/fetch-json.ts';
import fallbackSite from 'virtual:navigation-fallback/site';
import { reportRenderedPage } from '../shell/rendered-page.ts';
import { PAGE_TITLE_ID } from '../shell/element-ids.ts';
import { deferredPart } from './deferred-part.tsx';
import { prerenderedPageFor } from '../data/prerendered-page.ts';
import { useDocumentMeta } from './use-document-meta.ts';
import { pageChanged, useContentUpdates } from '../dev/live-content.ts';
import styles from './page-view.module.css';

type PageState =
  | { status: 'loading' }
  // refreshed: re-rendered in place by the live preview (npm start), not arrived at
  | { status: 'loaded'; page: PageRecord; refreshed?: true }
  | { status: 'not-found' }
  | { status: 'failed' };

/** the page the build rendered into this route's HTML (its record seeds the rendered-content cache) */
function prerenderedState(path: string): PageState | undefined {
  const prerendered = prerenderedPageFor(path);
  if (prerendered === undefined) return undefined;
  return prerendered.page === undefined ? { status: 'not-found' } : loadedState(prerendered.page);
}

function loadedState(page: PageRecord, refreshed?: true): PageState {
  return import.meta.hot && refreshed ? { status: 'loaded', page, refreshed } : { status: 'loaded', page };
}

/** the loading state: only a navigation shows it (a prerendered page is here), so its code waits too */
const PageSkeleton = deferredPart(() => import('./page-skeleton.tsx').then((module) => module.PageSkeleton));

/** the page's content: its code loads when the app starts, after the shell (page-body.tsx) */
const PageBody = deferredPart(() => import('./page-body.tsx').then((module) => module.PageBody), <PageSkeleton />);
const NotFound = deferredPart(() => import('../shell/not-found.tsx').then((module) => module.NotFound), <PageSkeleton />);

/** spec §4: a skeleton while loading, then the compiled page; a page that cannot load says so */
export function PageView({ path }: { path: string }) {
  const [state, setState] = useState<PageState>(() => prerenderedState(path) ?? { status: 'loading' });
  // a prerendered landing page is already here: no request for it
  const alreadyHere = useRef<string | undefined>(state.status === 'loading' ? undefined : path);
  const [attempt, setAttempt] = useState(0);
  // the path the visit started on: its heading does not take focus, every page navigated to does
  const landingPath = useRef(path);
  const navigated = useRef(false);
  const landingPrerendered = useRef(alreadyHere.current !== undefined);
  if (path !== landingPath.current) navigated.current = true;

  useEffect(() => {
    if (alreadyHere.current === path && attempt === 0) return;
    alreadyHere.current = undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    // the code that fetches a page loads with the first page navigated to (the landing page is prerendered)
    import('../data/pages.ts')
      .then(({ fetchPage }) => fetchPage(routeToPageId(path), controller.signal))
      .then(
        (page) => setState(loadedState(page)),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: error instanceof HttpError && error.status === 404 ? 'not-found' : 'failed' });
        },
      );
    return () => controller.abort();
  }, [path, attempt]);

  if (import.meta.hot) {
    // the live preview (development only; import.meta.hot is a constant of each build, so this
    // hook is called always or never): a saved page is fetched again and drawn over the one on
    // screen, without the skeleton, so the scroll position and open blocks stay
    /* eslint-disable react-hooks/rules-of-hooks */
    const shownPath = useRef(path);
    shownPath.current = path;
    useContentUpdates((update) => {
      if (state.status === 'loading' || (state.status === 'loaded' && !pageChanged(update, path))) return;
      const still = () => shownPath.current === path;
      import('../data/pages.ts')
        .then(({ fetchPage }) => fetchPage(routeToPageId(path)))
        .then(
          (page) => still() && setState(loadedState(page, true)),
          (error: unknown) => {
            if (still() && error instanceof HttpError && error.status === 404) setState({ status: 'not-found' });
          },
        );
    });
    /* eslint-enable react-hooks/rules-of-hooks */
  }

  const loadedKey = state.status === 'loaded' ? `${state.page.id}:${state.page.hash}` : state.status;
  useEffect(() => {
    if (state.status === 'loading') return;
    reportRenderedPage(loadedKey);
    // the same page drawn again with saved changes: the visitor stays where they were
    if (import.meta.hot && state.status === 'loaded' && state.refreshed) return;
    // focus moves to the page's heading on navigation, not on the first load
    if (navigated.current) document.querySelector<HTMLElement>('[data-page-title]')?.focus({ preventScroll: false });
    // a prerendered first page is where the browser put it (the visitor may have scrolled already)
    if (!navigated.current && landingPrerendered.current) return;
    if (!window.location.hash) window.scrollTo(0, 0);
    // a malformed escape in the address ("#%") must not throw: it is looked up as written
    else document.getElementById(safeDecodeComponent(window.location.hash.slice(1)))?.scrollIntoView();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey]);

  useDocumentMeta({
    title: state.status === 'loaded' ? state.page.title : state.status === 'not-found' ? 'Страница не найдена' : fallbackSite.name,
    description: state.status === 'loaded' ? state.page.description : undefined,
    route: state.status === 'loaded' ? state.page.route : undefined,
    siteName: fallbackSite.name,
  });

  switch (state.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'not-found':
      return <NotFound />;
    case 'failed':
      return (
        <div className={styles.failure} role="alert">
          <h1 tabIndex={-1} className={styles.title} data-page-title>
            Не удалось загрузить страницу
          </h1>
          <p>Проверьте подключение к интернету и попробуйте ещё раз.</p>
          <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
            Повторить
          </button>
        </div>
      );
    case 'loaded':
      return (
        <article className={styles.article}>
          <h1 id={PAGE_TITLE_ID} tabIndex={-1} className={styles.title} data-page-title>
            {state.page.title}
          </h1>
          {state.page.advertising === true ? (
            // 38-ФЗ ст. 24 ч. 7: at least 5 % of the advertising space (tests/e2e/advertising-warning.spec.ts)
            <p className={styles.advertisingWarning}>Имеются противопоказания. Необходима консультация специалиста.</p>
          ) : null}
          <PageBody page={state.page} />
        </article>
      );
  }
}
