import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EDITOR_CONTENT_SECURITY_POLICY } from '../../../common/editor/editor-policy.ts';
import { exceedsDepth } from '../receiver/json-depth.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import { audit } from '../inbox/audit/audit-log.ts';
import { currentStaff, sendLogin, sendPage, type InboxContext, type Staff } from '../inbox/http/inbox-context.ts';
import type { InboxPlugin } from '../inbox/http/staff-routes.ts';
import { MessagePage, renderPage } from '../inbox/pages/layout.tsx';
import { answer, type EditorService } from './editor-api.ts';
import { EDITOR_API, EDITOR_HOME } from './editor-paths.ts';
import { PICTURE_CROP_URL } from '../../../common/images/slot-crop.ts';
import { answerCropRequest, CROP_BODY_LIMIT } from '../../images/crop-request.ts';
import { formatFileSize, PICTURE_SAVE_LIMIT, SAVE_BODY_LIMIT } from '../../../common/editor/picture-limits.ts';
import { editorRequest } from './editor-protocol.ts';

// The web editor on the inbox's origin (docs/web-editor.md, «The deployed editor»): its page —
// the build's dist/admin/, Decap CMS and the editor's own code — and Decap's proxy protocol at
// /admin/api/v1, both behind the inbox's login. Every request needs a session of an account with
// the editor's role (a coordinator alone gets 403, logged); the API takes only a JSON POST from
// this origin (Origin must name it: a browser always sends it with such a request), at most
// EDITOR_BODY_LIMIT bytes and EDITOR_DEPTH_LIMIT levels deep, checked before it is parsed; every
// write is in the audit log with who and which files. Every refusal is JSON `{error}`. Beside it,
// the picture panel's crop (PICTURE_CROP_URL, server/images/crop-request.ts): the picture's bytes
// as application/octet-stream, at most CROP_BODY_LIMIT, behind the same login and origin check.

export interface EditorOptions {
  service: EditorService;
  /** the built editor: the live release's dist/admin/ */
  adminDir: string;
}

/**
 * A save with a phone's or a camera's photo: Decap sends a new picture base64 inside persistEntry,
 * so a 40 МБ picture is a 54 MB body (common/editor/picture-limits.ts). The memory it costs, for
 * one save at a time (saves are serial, site-repository.ts): the body as a string (≈ 62 MB at the
 * limit), the parsed JSON's copy of it, the decoded picture (40 MB) and git's blob — about 4× the
 * body, 250 MB at worst, once, where the server has a few GB. It is behind the editor's login:
 * only an editor's session gets this far (the hook below runs before the body is read).
 */
export const EDITOR_BODY_LIMIT = SAVE_BODY_LIMIT;
/** Decap's deepest request (persistEntry's params.dataFiles[].…) is 4 levels */
const EDITOR_DEPTH_LIMIT = 16;

/** what is too large in a save is a picture: the rest of an entry is tens of kB */
const TOO_LARGE = `Файл слишком большой: сохранить можно картинку до ${formatFileSize(PICTURE_SAVE_LIMIT)}. Сохраните её уменьшенную копию (например, 4000 пикселей по длинной стороне) и загрузите снова.`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const jsonError = (reply: FastifyReply, status: number, error: string) => reply.code(status).type('application/json; charset=utf-8').send({ error });

export function editorRoutes(options: EditorOptions): InboxPlugin {
  return async (app, { context }) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: EDITOR_BODY_LIMIT }, (_request, text, done) => {
      if (exceedsDepth(text as string, EDITOR_DEPTH_LIMIT)) return done(Object.assign(new Error('too deep'), { statusCode: 400 }), undefined);
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(Object.assign(new Error('not JSON'), { statusCode: 400 }), undefined);
      }
    });
    // the editor sends a small copy of the picture (app/admin/picture-copy.ts): raw bytes, no base64
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: CROP_BODY_LIMIT }, (_request, bytes, done) => done(null, bytes));
    app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'editor: a request failed');
      const text =
        status === 413
          ? isCrop(request)
            ? `Файл слишком большой для показа обрезки: больше ${formatFileSize(CROP_BODY_LIMIT)}.`
            : TOO_LARGE
          : status === 415
            ? 'Нужен JSON.'
            : status < 500
              ? 'Запрос не удалось прочитать.'
              : 'Ошибка на сервере: сохранение не выполнено.';
      return jsonError(reply, status, text);
    });

    const isCrop = (request: FastifyRequest) => request.url.split('?')[0] === PICTURE_CROP_URL;
    const isApi = (request: FastifyRequest) => request.url.split('?')[0] === EDITOR_API || isCrop(request);

    app.addHook('onRequest', async (request, reply) => {
      const staff = await currentStaff(context, request);
      if (!staff) return isApi(request) ? jsonError(reply, 401, 'Сеанс закончился: войдите снова.') : sendLogin(request, reply);
      if (!staff.account.editsSite) {
        await denied(context, staff, request);
        if (isApi(request)) return jsonError(reply, 403, 'Редактор сайта доступен только редакторам.');
        return sendPage(
          reply,
          403,
          renderPage(MessagePage({ title: 'Недостаточно прав', text: 'Редактор сайта доступен только редакторам.', viewer: staff.viewer })),
        );
      }
      // a page elsewhere cannot post here in the editor's name: the browser names the page's origin
      if (request.method === 'POST' && (request.headers.origin === undefined || !isSameOrigin(request.headers))) {
        await denied(context, staff, request);
        return jsonError(reply, 403, 'Запрос не со страницы редактора.');
      }
      request.staff = staff;
      reply.header('Content-Security-Policy', EDITOR_CONTENT_SECURITY_POLICY);
      // Decap's bundle (5 MB) and the editor's hashed files are kept by the browser: the tunnel is slow
      if (request.url.startsWith('/admin/assets/')) reply.header('Cache-Control', 'private, max-age=31536000, immutable');
      else if (request.url.startsWith('/admin/decap/')) reply.header('Cache-Control', 'private, max-age=86400');
    });

    app.post(EDITOR_API, { bodyLimit: EDITOR_BODY_LIMIT }, async (request, reply) => {
      const staff = request.staff!;
      const parsed = editorRequest.safeParse(request.body);
      if (!parsed.success) {
        const detail = parsed.error.issues[0];
        return jsonError(reply, 422, `Запрос отклонён: ${detail?.path.join('.') || 'тело'} — ${detail?.message ?? 'не то'}.`);
      }
      const author = { name: staff.account.displayName, email: `${staff.account.login}@clinic-staff.invalid` };
      const result = await answer(options.service, parsed.data, author, context.timeZone);
      if (result.audit)
        await audit(
          context.db,
          { actor: staff.account.login, action: result.audit.action, detail: result.audit.detail, clientAddress: request.ip },
          context.now(),
        );
      return reply.code(result.status).type('application/json; charset=utf-8').send(JSON.stringify(result.body));
    });

    app.post(PICTURE_CROP_URL, { bodyLimit: CROP_BODY_LIMIT }, async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) return jsonError(reply, 415, 'Нужна картинка (application/octet-stream).');
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const { status, body } = await answerCropRequest(query, request.body);
      return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
    });

    const root = path.resolve(options.adminDir);
    const serveFile = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const wanted = request.params['*'] === '' ? 'index.html' : request.params['*'];
      const file = path.resolve(root, wanted);
      if (!file.startsWith(`${root}${path.sep}`) || !(path.extname(file) in TYPES)) return jsonError(reply, 404, 'Нет такого файла.');
      const bytes = await readFile(file).catch(() => undefined);
      if (bytes === undefined) return jsonError(reply, 404, 'Нет такого файла.');
      return reply.type(TYPES[path.extname(file)]!).send(bytes);
    };
    app.get('/admin', async (_request, reply) => reply.redirect(EDITOR_HOME, 303));
    app.get<{ Params: { '*': string } }>('/admin/*', serveFile);
  };
}

async function denied(context: InboxContext, staff: Staff, request: FastifyRequest): Promise<void> {
  await audit(
    context.db,
    { actor: staff.account.login, action: 'denied', detail: `${request.method} ${request.url.slice(0, 100)}`, clientAddress: request.ip },
    context.now(),
  );
}
