import { Component, type ReactNode } from 'react';
import fallbackSite from 'virtual:navigation-fallback/site';
import layoutStyles from './layout.module.css';
import styles from '../page/page-view.module.css';

interface Props {
  /** what to show instead of children that threw */
  fallback: ReactNode;
  /** a new value (the route) clears the failure */
  resetKey?: string;
  children: ReactNode;
}

/**
 * STYLE: local boundaries around each block and one at the top. Whatever fails to render, the
 * visitor sees a message in Russian and a way to reach the clinic, never a white page.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean; key: string | undefined }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string | undefined }) {
    // a failure belongs to the route it happened on: navigating elsewhere tries again
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('rendering failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** the page's own failure notice, inside the site's shell */
export function FailureNotice() {
  return (
    <div className={styles.failure} role="alert">
      <h1 tabIndex={-1} className={styles.title} data-page-title>
        Не удалось показать страницу
      </h1>
      <p>Что-то пошло не так. Обновите страницу или оставьте заявку — мы перезвоним и ответим на вопросы.</p>
      {/* app/forms/callback-root.tsx opens the callback modal for any [data-open-callback] */}
      <button type="button" className={styles.retry} data-open-callback>
        Заказать обратную связь
      </button>
    </div>
  );
}

/** when the shell itself fails: its plainest form, from the built-in navigation data */
export function FallbackShell() {
  const site = fallbackSite;
  return (
    <div className={layoutStyles.body}>
      <main id="main-content" className={layoutStyles.main} tabIndex={-1}>
        <p>
          <a href="/">{site.name}</a>
        </p>
        <FailureNotice />
        <p>
          <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a>
        </p>
      </main>
    </div>
  );
}
