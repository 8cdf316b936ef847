import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentTypeOf, decapBundleDirectory, decapBundleFiles, DECAP_URL_PREFIX } from './decap-bundle.ts';
import { editorConfig } from './editor-config.ts';
import { readSitePlaces } from './site-places.ts';
import { PREVIEW_URL, type PreviewRequest } from '../../common/editor/entry-preview.ts';
import { previewEntry } from './preview-entry.ts';
import { PICTURE_CROP_URL } from '../../common/images/slot-crop.ts';
import { answerCropRequest, CROP_BODY_LIMIT } from '../../server/images/crop-request.ts';
import { ENTRY_HISTORY_URL } from '../../common/contracts/entry-history.ts';
import { answerHistoryRequest } from './entry-history-endpoint.ts';
import { jsonAnswer } from './json-answer.ts';
import { readBody } from './read-body.ts';

// `npm start`'s web editor at /admin/ (docs/web-editor.md): its page is app/admin/index.html, which
// the dev server serves like any page; this plugin adds what it loads besides — Decap CMS's bundle
// and the configuration, generated for the local proxy at `backendUrl` on every request, so a
// changed schema shows in the next opened editor — and the preview of unsaved values, compiled
// with the content check's pipeline (preview-entry.ts) — and the picture panel's crop, answered as
// the forms service answers it (server/images/crop-request.ts) — and «История правок» of an entry,
// from the checkout's git (entry-history-endpoint.ts).

export const EDITOR_CONFIG_URL = '/admin/config.json';

/** a preview request's body is the form's values: far below this */
const MAX_PREVIEW_BYTES = 2_000_000;

export function editorPlugin(options: { backendUrl: string; contentDir: string }): Plugin {
  const directory = decapBundleDirectory();
  const files = new Set(decapBundleFiles(directory));
  return {
    name: 'clinic:web-editor',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split(/[?#]/)[0] ?? '';
        if (pathname === '/admin') {
          response.statusCode = 301;
          response.setHeader('Location', '/admin/');
          response.end();
          return;
        }
        if (pathname === EDITOR_CONFIG_URL) {
          jsonAnswer(response)(200, editorConfig({ kind: 'local', url: options.backendUrl }, readSitePlaces(options.contentDir)));
          return;
        }
        if (pathname === PREVIEW_URL) {
          void answerPreview(request, response, options.contentDir);
          return;
        }
        if (pathname === PICTURE_CROP_URL) {
          void answerCrop(request, response);
          return;
        }
        if (pathname === ENTRY_HISTORY_URL) {
          void answerHistoryRequest(request, response, options.contentDir);
          return;
        }
        if (!pathname.startsWith(DECAP_URL_PREFIX)) return next();
        const name = pathname.slice(DECAP_URL_PREFIX.length);
        if (!files.has(name)) {
          response.statusCode = 404;
          response.end();
          return;
        }
        response.setHeader('Content-Type', contentTypeOf(name));
        response.setHeader('Cache-Control', 'no-cache');
        createReadStream(path.join(directory, name)).pipe(response);
      });
    },
  };
}

/** POST /admin/preview: the form's values in, the compiled page out; anything else a JSON error */
export async function answerPreview(request: IncomingMessage, response: ServerResponse, contentDir: string): Promise<void> {
  const answer = jsonAnswer(response);
  if (request.method !== 'POST') return answer(405, { error: 'POST the form’s values', status: 405 });
  try {
    const bytes = await readBody(request, MAX_PREVIEW_BYTES);
    if (bytes === 'too-large') return answer(413, { error: 'the values are larger than 2 MB', status: 413 });
    const body = JSON.parse(bytes.toString('utf8')) as Partial<PreviewRequest>;
    if (typeof body?.collection !== 'string' || body.values === null || typeof body.values !== 'object' || Array.isArray(body.values)) {
      return answer(400, { error: 'expected {collection, values}', status: 400 });
    }
    const preview = await previewEntry(contentDir, body.collection, body.values);
    return preview === undefined ? answer(404, { error: 'no preview for this collection', status: 404 }) : answer(200, preview);
  } catch (error) {
    // a body that is not JSON, or nested past what the parser takes, is the sender's mistake
    return answer(400, { error: `the values could not be read: ${(error as Error).message}`, status: 400 });
  }
}

/** POST /admin/picture-crop: the picture's bytes in, its crop out (server/images/crop-request.ts) */
async function answerCrop(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const answer = jsonAnswer(response);
  if (request.method !== 'POST') return answer(405, { error: 'Нужен POST с картинкой.' });
  // a picture cut off on the way is an answer too, never a rejection nobody awaits
  const bytes = await readBody(request, CROP_BODY_LIMIT).catch(() => undefined);
  if (bytes === undefined) return answer(400, { error: 'Картинку не удалось прочитать.' });
  if (bytes === 'too-large') return answer(413, { error: 'Файл слишком большой для показа обрезки.' });
  const { status, body } = await answerCropRequest(new URL(request.url ?? '', 'http://localhost').searchParams, bytes);
  return answer(status, body);
}
