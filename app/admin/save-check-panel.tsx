import { useSyncExternalStore } from 'react';
import type { LiveProblem } from '../../common/contracts/live-update.ts';
import type { EditorConfig } from '../../common/editor/editor-config.ts';
import { editorProblem } from '../../common/editor/editor-words.ts';
import { entryOfFile } from './entry-of-file.ts';
import { DRAFT_TEXTS, type SaveCheck, type SaveChecks } from './save-check.ts';
import { showTextLine } from './text-line.ts';
import styles from './save-check-panel.module.css';

// The content check's answer to a save, shown over the corner of the web editor: a status region a
// screen reader announces, saying what the site shows of the save, with each problem in the
// editor's words (common/editor/editor-words.ts) — the entry's own under it, with «Показать в
// тексте» for a place in a page's text, then the other entries', each with «Открыть».

export function SaveCheckPanel({ checks, config }: { checks: SaveChecks; config: EditorConfig }) {
  const check = useSyncExternalStore(
    (listener) => checks.subscribe(listener),
    () => checks.check,
  );
  if (check.state === 'idle') return null;
  const state = check.state === 'checking' ? 'checking' : check.outcome === 'published' ? 'clean' : 'errors';
  return (
    <section className={styles.panel} aria-labelledby="save-check-title" data-state={state}>
      <h2 id="save-check-title" className={styles.title}>
        Проверка сайта
      </h2>
      <p role="status" className={styles.status}>
        {statusOf(check)}
      </p>
      {check.state === 'done' ? (
        <>
          <Problems title="В этой записи" problems={check.own} config={config} textStart={check.textStart} own />
          <Problems title="В других записях" problems={check.elsewhere} config={config} textStart={1} own={false} />
        </>
      ) : null}
    </section>
  );
}

function statusOf(check: Exclude<SaveCheck, { state: 'idle' }>): string {
  if (check.state === 'checking') return 'Сохраняю и проверяю…';
  // the deployed editor: a draft, on the site only after «Опубликовать»
  if (check.draft !== undefined)
    return check.draft.ok ? DRAFT_TEXTS.clean : `${DRAFT_TEXTS.errors}${check.own.length + check.elsewhere.length === 0 ? ` ${check.draft.summary}` : ''}`;
  const ownErrors = check.own.some((problem) => problem.severity === 'error');
  const othersErrors = check.elsewhere.some((problem) => problem.severity === 'error');
  switch (check.outcome) {
    case 'published':
      return othersErrors
        ? 'Опубликовано: изменения этой записи уже на сайте. В других записях есть ошибки — их изменения ждут исправления.'
        : 'Опубликовано: изменения уже на сайте, ошибок нет.';
    case 'held':
      return 'Сохранено, но не опубликовано: в этой записи ошибка. Сайт показывает её прежнюю версию, пока ошибку не исправят; остальные изменения уже на сайте.';
    case 'blocked':
      return ownErrors
        ? 'Сохранено, но не опубликовано: в этой записи ошибка. Пока её не исправят, сайт показывает прежнюю версию.'
        : 'Сохранено, но не опубликовано: ошибка в другой записи задерживает изменения. Пока её не исправят, сайт показывает прежнюю версию.';
  }
}

function Problems({
  title,
  problems,
  config,
  textStart,
  own,
}: {
  title: string;
  problems: readonly LiveProblem[];
  config: EditorConfig;
  textStart: number;
  own: boolean;
}) {
  if (problems.length === 0) return null;
  return (
    <>
      <h3 className={styles.subtitle}>{title}</h3>
      <ul className={styles.list}>
        {problems.map((problem, index) => {
          const entry = entryOfFile(config, problem.path);
          const worded = editorProblem(problem, entry?.fields ?? []);
          const textLine = entry?.page === true && problem.line >= textStart ? problem.line - textStart + 1 : undefined;
          return (
            <li key={index} data-severity={problem.severity}>
              <span className={styles.kind}>{problem.severity === 'error' ? 'Ошибка' : 'Предупреждение'}:</span> {worded.text}{' '}
              {own ? (
                textLine === undefined ? null : (
                  <button type="button" className={styles.show} onClick={() => showTextLine(textLine)}>
                    Показать в тексте
                  </button>
                )
              ) : entry === undefined ? null : (
                <a className={styles.show} href={entry.hash}>
                  Открыть: {entry.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
