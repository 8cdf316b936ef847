import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { MessagePage, renderPage } from '../pages/layout.tsx';
import { registerAdminRoutes } from './admin-routes.ts';
import { currentStaff, sendLogin, sendPage, type InboxContext } from './inbox-context.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { securityHeaders } from './security-headers.ts';
import { registerSubmissionRoutes } from './submission-routes.ts';

// The coordinators' inbox (docs/inbox.md): pages rendered on the server for staff with a session,
// HTML forms posted back with a CSRF token; nothing answers without a session but the login page,
// the stylesheet and the print script. Fastify, as the receiver: the same framework, its hooks and
// limits, and light-my-request for the tests. Forms are read as application/x-www-form-urlencoded
// only, at most 16 KB; anything else is refused before it is parsed.

const FORM_LIMIT_BYTES = 16 * 1024;
const ASSETS = path.join(import.meta.dirname, '../assets');
const ASSET_TYPES: Record<string, string> = { 'inbox.css': 'text/css; charset=utf-8', 'inbox.js': 'text/javascript; charset=utf-8' };

export interface InboxAppOptions extends Omit<InboxContext, 'now'> {
  now?: () => Date;
  /** served over TLS (a public address): adds Strict-Transport-Security */
  tls?: boolean;
  trustProxy?: FastifyServerOptions['trustProxy'];
  https?: { key: Buffer; cert: Buffer } | undefined;
  log?: (line: string) => void;
}

export function buildInboxApp(options: InboxAppOptions): FastifyInstance {
  const context: InboxContext = { ...options, now: options.now ?? (() => new Date()) };
  const log = options.log ?? ((line: string) => process.stderr.write(`[inbox] ${line}\n`));
  const assets = new Map(Object.keys(ASSET_TYPES).map((name) => [name, readFileSync(path.join(ASSETS, name))]));
  const headers = securityHeaders(options.tls ?? options.https !== undefined);

  const inbox = Fastify({
    logger: false,
    bodyLimit: FORM_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    requestTimeout: 30_000,
    return503OnClosing: true,
    ...(options.https ? { https: options.https } : {}),
    frameworkErrors: (_error, _request, reply) =>
      void sendPage(reply, 400, renderPage(MessagePage({ title: 'Неверный адрес', text: 'Адрес не удалось прочитать.' }))),
  }) as unknown as FastifyInstance;

  inbox.removeAllContentTypeParsers();
  inbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(text as string)));
  });

  inbox.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  inbox.get('/assets/:name', async (request, reply) => {
    const name = (request.params as { name: string }).name;
    const body = assets.get(name);
    if (!body) return sendPage(reply, 404, renderPage(MessagePage({ title: 'Не найдено', text: 'Такой страницы нет.' })));
    return reply.type(ASSET_TYPES[name]!).send(body);
  });

  // asked for by every browser on its own: nothing, rather than a login page
  inbox.get('/favicon.ico', async (_request, reply) => reply.code(404).send());

  registerLoginRoutes(inbox, context);
  registerSubmissionRoutes(inbox, context);
  registerAdminRoutes(inbox, context);

  inbox.setNotFoundHandler(async (request, reply) => {
    const staff = await currentStaff(context, request);
    if (!staff) return sendLogin(request, reply);
    return sendPage(reply, 404, renderPage(MessagePage({ title: 'Не найдено', text: 'Такой страницы нет.', viewer: staff.viewer })));
  });

  inbox.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log(`${request.method} ${request.url.slice(0, 200)} failed: ${error.stack ?? error.message}`);
    const text =
      status === 413
        ? 'Слишком большой запрос.'
        : status === 415
          ? 'Форма отправлена в неожиданном виде.'
          : status < 500
            ? 'Запрос не удалось прочитать.'
            : 'Что-то пошло не так. Попробуйте ещё раз; если не выходит — сообщите администратору.';
    return sendPage(reply, status, renderPage(MessagePage({ title: status < 500 ? 'Запрос отклонён' : 'Ошибка', text })));
  });

  return inbox;
}
