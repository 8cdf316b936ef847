import { Link } from 'wouter';
import { openSearch } from '../lib/events.ts';
import styles from '../page/page-view.module.css';

/** an unknown route: what happened and two ways on */
export function NotFound() {
  return (
    <article className={styles.article}>
      <h1 tabIndex={-1} className={styles.title} data-page-title>
        Страница не найдена
      </h1>
      <p>Такой страницы на сайте нет: возможно, в адресе опечатка или страница была перенесена.</p>
      <ul>
        <li>
          <Link href="/">Перейти на главную</Link>
        </li>
        <li>
          <button
            type="button"
            data-requires-js
            className={styles.linkButton}
            onClick={() => openSearch(window.matchMedia('(min-width: 768px)').matches ? 'dialog' : 'overlay')}
          >
            Найти нужную страницу поиском
          </button>
        </li>
      </ul>
    </article>
  );
}
