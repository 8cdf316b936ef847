import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { LiveProblem } from '../../common/contracts/live-update.ts';

// The live preview's problems panel (development only, loaded by live-content.ts the first time a
// build has a problem): each problem with its file, line, column and message, over the bottom of
// the page so the last good page stays readable above it. A click on a problem copies
// `file:line:col`. It is a labelled region, first in the tab order, closed with its button or
// Escape; it opens again when the problems change, and goes by itself once they are fixed.

let problems: LiveProblem[] = [];
const listeners = new Set<() => void>();
let mounted = false;

export function showProblems(next: LiveProblem[]): void {
  problems = next;
  for (const listener of listeners) listener();
  if (!mounted && next.length > 0) mount();
}

function mount(): void {
  mounted = true;
  const style = document.createElement('style');
  style.textContent = STYLES;
  document.head.append(style);
  const host = document.createElement('div');
  host.id = 'live-problems';
  // first in the document: one Tab from the address bar reaches it
  document.body.prepend(host);
  createRoot(host).render(<ProblemsPanel />);
}

function useProblems(): LiveProblem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => problems,
  );
}

export function ProblemsPanel() {
  const current = useProblems();
  const key = JSON.stringify(current);
  const [closedFor, setClosedFor] = useState<string | undefined>(undefined);
  const [copied, setCopied] = useState('');
  const headingId = useId();
  const reopen = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const closed = closedFor === key;
  useEffect(() => setCopied(''), [key]);
  // the page can be scrolled past the panel: its end is never hidden under it
  const open = current.length > 0 && !closed;
  useEffect(() => {
    const element = panel.current;
    if (!open || element === null) return;
    const resize = new ResizeObserver(() => (document.body.style.paddingBottom = `${element.offsetHeight}px`));
    resize.observe(element);
    return () => {
      resize.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [open]);

  if (current.length === 0) return null;
  const errors = current.filter((problem) => problem.severity === 'error').length;
  const warnings = current.length - errors;
  const title = errors > 0 ? `Ошибки в содержимом: ${errors}` : `Предупреждения в содержимом: ${warnings}`;

  const close = () => {
    setClosedFor(key);
    queueMicrotask(() => reopen.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  if (closed) {
    return (
      <button
        ref={reopen}
        type="button"
        className="live-problems-reopen"
        onClick={() => {
          setClosedFor(undefined);
          queueMicrotask(() => panel.current?.querySelector<HTMLElement>('h2')?.focus());
        }}
      >
        {title}
      </button>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape pressed on any of its buttons closes the panel
    <section ref={panel} className="live-problems" aria-labelledby={headingId} data-severity={errors > 0 ? 'error' : 'warning'} onKeyDown={onKeyDown}>
      <div className="live-problems-head">
        <h2 id={headingId} tabIndex={-1}>
          {title}
          {errors > 0 && warnings > 0 ? `, предупреждения: ${warnings}` : ''}
        </h2>
        <button type="button" className="live-problems-close" onClick={close}>
          Скрыть
        </button>
      </div>
      <p className="live-problems-note">
        {errors > 0 ? 'Сайт показывает последнюю версию без ошибок. ' : ''}Исправьте файл и сохраните — страница обновится сама. Нажмите на строку, чтобы
        скопировать путь к месту в файле.
      </p>
      <ul>
        {current.map((problem, index) => {
          const location = `${problem.file}:${problem.line}:${problem.column}`;
          return (
            <li key={`${index}:${location}:${problem.code}`}>
              <button
                type="button"
                className="live-problems-item"
                data-severity={problem.severity}
                onClick={() => void copy(location).then((done) => setCopied(done ? `Скопировано: ${location}` : `Не удалось скопировать: ${location}`))}
              >
                <span className="live-problems-location">{location}</span>
                <span className="live-problems-severity">{problem.severity === 'error' ? 'ошибка' : 'предупреждение'}</span>
                <code>{problem.code}</code>
                <span className="live-problems-message">{problem.message}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="live-problems-status" role="status">
        {copied}
      </p>
    </section>
  );
}

/** the clipboard API where the browser allows it, else the old copy command */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const done = document.execCommand('copy');
    field.remove();
    return done;
  }
}

const STYLES = `
.live-problems, .live-problems-reopen {
  position: fixed; z-index: 2147483000; font: 14px/1.4 system-ui, sans-serif; color: #1a1a1a;
  box-shadow: 0 -4px 24px rgb(0 0 0 / 25%);
}
.live-problems {
  left: 0; right: 0; bottom: 0; max-height: 45vh; overflow: auto; background: #fff;
  border-top: 4px solid #c62828; padding: 12px 16px;
}
.live-problems[data-severity="warning"] { border-top-color: #b26a00; }
.live-problems-head { display: flex; gap: 12px; align-items: center; justify-content: space-between; }
.live-problems h2 { margin: 0; font-size: 16px; }
.live-problems-note { margin: 4px 0 8px; color: #444; }
.live-problems ul { list-style: none; margin: 0; padding: 0; }
.live-problems-item {
  display: grid; grid-template-columns: auto auto 1fr; gap: 2px 10px; width: 100%; text-align: left;
  font: inherit; color: inherit; background: #fdf3f3; border: 1px solid #f0c8c8; border-radius: 6px;
  padding: 6px 10px; margin: 0 0 6px; cursor: copy;
}
.live-problems-item[data-severity="warning"] { background: #fff8e6; border-color: #f0dca8; }
.live-problems-item:hover { border-color: #c62828; }
.live-problems-location { font-family: ui-monospace, monospace; font-weight: 600; }
.live-problems-severity { color: #b71c1c; }
.live-problems-item[data-severity="warning"] .live-problems-severity { color: #8a5300; }
.live-problems-item code { color: #555; }
.live-problems-message { grid-column: 1 / -1; }
.live-problems-close, .live-problems-reopen {
  font: inherit; border-radius: 6px; padding: 4px 12px; cursor: pointer; border: 1px solid #888; background: #fff; color: #1a1a1a;
}
.live-problems-reopen { right: 16px; bottom: 16px; background: #c62828; color: #fff; border-color: #c62828; font-weight: 600; }
.live-problems :focus-visible, .live-problems-reopen:focus-visible { outline: 3px solid #1565c0; outline-offset: 2px; }
.live-problems-status { margin: 4px 0 0; min-height: 1.4em; color: #1b5e20; }
@media (prefers-color-scheme: dark) {
  .live-problems { background: #1e1e1e; color: #eee; }
  .live-problems-note { color: #bbb; }
  .live-problems-item { background: #3a1f1f; border-color: #6b3030; }
  .live-problems-item[data-severity="warning"] { background: #3a2f16; border-color: #6b5a2c; }
  .live-problems-severity, .live-problems-item code { color: #ffab91; }
  .live-problems-close { background: #2a2a2a; color: #eee; }
  .live-problems-status { color: #a5d6a7; }
}
`;
