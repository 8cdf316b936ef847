import { useEffect, useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import type { HeaderTab } from '../pipeline/schema/navigation.ts';
import type { PageRecord } from '../pipeline/schema/db.ts';
import { pageApiPath, routeToPageId, stripDocsPrefix } from '../pipeline/shared/routes.ts';

// A minimal shell until the app-shell issue: the header tabs from the API and the current page's
// title and description.

export function App() {
  return (
    <>
      <header>
        <Link href="/">Неврологическая клиника</Link>
        <HeaderTabs />
      </header>
      <main>
        <Switch>
          <Route path="/*?">{() => <PageSummary />}</Route>
        </Switch>
      </main>
    </>
  );
}

function HeaderTabs() {
  const [tabs, setTabs] = useState<HeaderTab[]>([]);
  useEffect(() => {
    fetch('/api/header-tabs')
      .then((response) => (response.ok ? (response.json() as Promise<{ tabs: HeaderTab[] }>) : { tabs: [] }))
      .then((data) => setTabs(data.tabs))
      .catch(() => setTabs([]));
  }, []);
  return (
    <nav aria-label="Разделы сайта">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href}>{tab.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PageSummary() {
  const [location] = useLocation();
  const [page, setPage] = useState<PageRecord | null | undefined>(undefined);
  useEffect(() => {
    setPage(undefined);
    fetch(pageApiPath(routeToPageId(stripDocsPrefix(location))))
      .then((response) => (response.ok ? (response.json() as Promise<PageRecord>) : null))
      .then(setPage)
      .catch(() => setPage(null));
  }, [location]);
  if (page === undefined) return <p>Загрузка…</p>;
  if (page === null) return <h1>Страница не найдена</h1>;
  return (
    <article>
      <h1>{page.title}</h1>
      <p>{page.description}</p>
    </article>
  );
}
