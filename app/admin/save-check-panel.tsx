import { useSyncExternalStore } from 'react';
import type { LiveProblem } from '../../common/contracts/live-update.ts';
import type { SaveChecks } from './save-check.ts';
import styles from './save-check-panel.module.css';

// The content check's answer to a save, shown over the corner of the web editor: a status region a
// screen reader announces, with each problem's Russian message and where it is.

export function SaveCheckPanel({ checks }: { checks: SaveChecks }) {
  const check = useSyncExternalStore(
    (listener) => checks.subscribe(listener),
    () => checks.check,
  );
  if (check.state === 'idle') return null;
  const errors = check.state === 'done' ? [...check.inFile, ...check.elsewhere].filter((problem) => problem.severity === 'error').length : 0;
  return (
    <section className={styles.panel} aria-labelledby="save-check-title" data-state={check.state === 'done' ? (errors > 0 ? 'errors' : 'clean') : 'checking'}>
      <h2 id="save-check-title" className={styles.title}>
        Проверка сайта
      </h2>
      <p role="status" className={styles.status}>
        {check.state === 'checking'
          ? 'Сохраняю и проверяю…'
          : check.summary !== undefined
            ? check.summary
            : errors > 0
            ? 'Сохранено, но проверка нашла ошибки: сайт показывает прежнюю версию, пока их не исправят.'
            : 'Сохранено. Проверка прошла: ошибок нет, изменения уже на сайте.'}
      </p>
      {check.state === 'done' ? (
        <>
          <Problems title="В этой записи" problems={check.inFile} />
          <Problems title="В других файлах" problems={check.elsewhere} />
        </>
      ) : null}
    </section>
  );
}

function Problems({ title, problems }: { title: string; problems: readonly LiveProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <>
      <h3 className={styles.subtitle}>{title}</h3>
      <ul className={styles.list}>
        {problems.map((problem, index) => (
          <li key={index} data-severity={problem.severity}>
            <span className={styles.kind}>{problem.severity === 'error' ? 'Ошибка' : 'Предупреждение'}:</span> {problem.message}{' '}
            <span className={styles.where}>
              ({problem.file.replace(/^.*?\/(?=(?:pages|data|public|navigation)\/)/, '')}, строка {problem.line})
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
