import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PREVIEW_URL, type EntryPreview } from '../../common/editor/entry-preview.ts';
import { editorProblem, type FormField } from '../../common/editor/editor-words.ts';
import { showTextLine } from './text-line.ts';
import { blockRegistry } from '../blocks/index.ts';
import { BlockRegistryContext } from '../page/registry.ts';
import { renderBlocks } from '../page/render-blocks.tsx';
import pageStyles from '../page/page-view.module.css';
import siteStyles from '../styles/global.css?inline';

// The web editor's preview under `npm start` (docs/web-editor.md): the unsaved values go to the
// server, which compiles them with the content check's pipeline (tooling/editor/preview-entry.ts);
// the page that comes back is drawn by the site's own block registry, with the site's styles, in
// Decap's preview frame — and under it what the check would say if it were saved now.

const WAIT_MS = 300;

export function EntryPreviewView({ collection, values, fields }: { collection: string; values: Record<string, unknown>; fields: readonly FormField[] }) {
  const [preview, setPreview] = useState<EntryPreview | 'failed' | undefined>(undefined);
  const body = JSON.stringify({ collection, values });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(PREVIEW_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal: controller.signal })
        .then((response): Promise<EntryPreview | 'failed'> | 'failed' => (response.ok ? (response.json() as Promise<EntryPreview>) : 'failed'))
        .then(setPreview, () => controller.signal.aborted || setPreview('failed'));
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  if (preview === undefined) return <p>Готовлю предпросмотр…</p>;
  if (preview === 'failed') return <p role="alert">Предпросмотр не удался: сервер npm start не ответил.</p>;
  return (
    <BlockRegistryContext.Provider value={blockRegistry}>
      <Router hook={memoryLocation({ path: '/', static: true }).hook}>
        <article className={pageStyles.article} data-editor-preview>
          {preview.title === undefined ? null : <h1 className={pageStyles.title}>{preview.title}</h1>}
          {renderBlocks(preview.ast)}
        </article>
      </Router>
      {preview.problems.length === 0 ? null : (
        <section aria-label="Что скажет проверка" style={{ marginTop: '2rem', padding: '0.75rem', border: '2px solid #b3261e', borderRadius: 6 }}>
          <h2 style={{ marginTop: 0, fontSize: '1rem' }}>Если сохранить сейчас, проверка скажет:</h2>
          <ul>
            {preview.problems.map((problem, index) => (
              <li key={index}>
                {problem.severity === 'error' ? 'Ошибка' : 'Предупреждение'}: {editorProblem(problem, fields).text}
                {problem.line > 0 ? (
                  <>
                    {' '}
                    <button type="button" onClick={() => showTextLine(problem.line)}>
                      Показать в тексте
                    </button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </BlockRegistryContext.Provider>
  );
}

/**
 * The site's styles in Decap's preview frame: the global stylesheet, and the blocks' own as the
 * editor's page gets them (style elements under npm start, stylesheets in a build), kept in step.
 */
export function styleFrame(frame: Document): void {
  if (frame.head.querySelector('style[data-site-styles]') !== null) return;
  const site = frame.createElement('style');
  site.dataset.siteStyles = '';
  site.textContent = siteStyles;
  frame.head.append(site);
  const copied = new WeakSet<Node>();
  const copy = () => {
    for (const node of document.head.querySelectorAll('style[data-vite-dev-id], link[rel="stylesheet"]')) {
      if (copied.has(node)) continue;
      copied.add(node);
      frame.head.append(node.cloneNode(true));
    }
  };
  copy();
  new MutationObserver(copy).observe(document.head, { childList: true, subtree: true, characterData: true });
}
