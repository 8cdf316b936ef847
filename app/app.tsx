import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { stripDocsPrefix } from '../common/routes/routes.ts';
import { Layout } from './shell/layout.tsx';
import { PageView } from './page/page-view.tsx';
import { CallbackRoot } from './forms/index.ts';
import { SearchRoot } from './search/index.ts';
import { ErrorBoundary, FailureNotice, FallbackShell } from './shell/error-boundary.tsx';
import { replayEarlyPresses } from './lib/early-presses.ts';
import { routePlainLinks } from './lib/route-plain-links.ts';

/**
 * spec §2.1: every route renders its page; /docs/<route> renders the same page (content links
 * point there). Unknown routes get the not-found page from the page view.
 */
export function App() {
  const [location, navigate] = useLocation();
  const path = normalizeAppPath(location);
  // a page that fails keeps the shell; a shell that fails shows its plainest form; the callback
  // and the search fail on their own
  // after the children's effects: the callback and search roots listen by now
  useEffect(replayEarlyPresses, []);
  useEffect(() => routePlainLinks(navigate), [navigate]);
  return (
    <>
      <ErrorBoundary fallback={<FallbackShell />}>
        <Layout path={path}>
          <ErrorBoundary resetKey={path} fallback={<FailureNotice />}>
            <PageView path={path} />
          </ErrorBoundary>
        </Layout>
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <CallbackRoot />
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <SearchRoot />
      </ErrorBoundary>
    </>
  );
}

/** the route a browser path shows: without /docs (spec §2.1) and without a trailing slash */
export function normalizeAppPath(location: string): string {
  const path = stripDocsPrefix(location);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}
