/** @jsxRuntime automatic */
// the automatic runtime for tsx, which runs the receiver and reads no tsconfig.json "jsx" setting here
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StaffRole } from '../accounts/staff-accounts.ts';

// The inbox's pages are rendered on the server, as HTML with forms: nothing of a submission reaches
// the browser but the page that shows it, there is no client-side code to attack, and the
// Content-Security-Policy allows one script of our own (the print button). React renders them for
// its escaping: a name holding <script> is text (docs/inbox.md).

export interface Viewer {
  login: string;
  displayName: string;
  role: StaffRole;
  csrfToken: string;
  /** reaches the submissions; false: an editor only */
  readsForms?: boolean;
  /** reaches the web editor at /admin/ */
  editsSite?: boolean;
}

export const ROLE_TEXT: Record<StaffRole, string> = { coordinator: 'координатор', admin: 'администратор' };

export function renderPage(page: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

/** a form that changes something: POST with the session's CSRF token */
export function PostForm({ action, csrfToken, children, className }: { action: string; csrfToken: string; children: ReactNode; className?: string }) {
  return (
    <form method="post" action={action} className={className}>
      <input type="hidden" name="_csrf" value={csrfToken} />
      {children}
    </form>
  );
}

/** the head of every inbox page: its own stylesheet and script only (the CSP allows no other) */
export function PageHead({ title }: { title: string }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>{title}</title>
      <link rel="stylesheet" href="/assets/inbox.css" />
      <script src="/assets/inbox.js" defer />
    </head>
  );
}

export function Layout({
  title,
  viewer,
  newCount,
  current,
  children,
}: {
  title: string;
  viewer?: Viewer | undefined;
  newCount?: number | undefined;
  current?: 'list' | 'audit' | 'accounts' | undefined;
  children: ReactNode;
}) {
  const link = (href: string, key: typeof current, text: ReactNode) => (
    <li>
      <a href={href} aria-current={current === key ? 'page' : undefined}>
        {text}
      </a>
    </li>
  );
  return (
    <html lang="ru">
      <PageHead title={`${title} — заявки клиники`} />
      <body>
        <a className="skip" href="#main">
          К содержанию
        </a>
        <header className="top">
          <p className="brand">Заявки клиники</p>
          {viewer && (
            <nav aria-label="Разделы">
              <ul role="list">
                {viewer.readsForms !== false && link('/', 'list', newCount ? `Заявки (новых: ${newCount})` : 'Заявки')}
                {viewer.readsForms !== false && viewer.role === 'admin' && link('/audit', 'audit', 'Журнал доступа')}
                {viewer.readsForms !== false && viewer.role === 'admin' && link('/accounts', 'accounts', 'Сотрудники')}
                {viewer.editsSite === true && (
                  <li>
                    <a href="/admin/">Редактор сайта</a>
                  </li>
                )}
              </ul>
            </nav>
          )}
          {viewer && (
            <PostForm action="/logout" csrfToken={viewer.csrfToken} className="who">
              <span>
                {viewer.displayName} ({viewer.readsForms === false ? 'редактор' : ROLE_TEXT[viewer.role]})
              </span>{' '}
              <button type="submit">Выйти</button>
            </PostForm>
          )}
        </header>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}

export function MessagePage({ title, text, viewer }: { title: string; text: string; viewer?: Viewer | undefined }) {
  return (
    <Layout title={title} viewer={viewer}>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/">К списку заявок</a>
      </p>
    </Layout>
  );
}
