import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { zodValidatorCompiler, type ZodTypeProvider } from '../../http/zod-type-provider.ts';
import { newRequestId, pathOf, RequestLogController } from '../../logging/request-log.ts';
import { silentLogger, type ServiceLogger } from '../../logging/service-logger.ts';
import { MessagePage, renderPage } from '../pages/layout.tsx';
import { currentStaff, sendLogin, sendPage, type InboxContext } from './inbox-context.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { BAD_REQUEST, PAGE_NOT_FOUND } from './route-refusals.ts';
import { securityHeaders } from './security-headers.ts';
import { staffRoutes } from './staff-routes.ts';
import { editorRoutes, type EditorOptions } from '../../editor/editor-routes.ts';

// The coordinators' inbox (docs/inbox.md): pages rendered on the server for staff with a session,
// HTML forms posted back with a CSRF token; nothing answers without a session but the login page,
// the stylesheet and the print script. Fastify, as the receiver: the same framework, its hooks and
// limits, and light-my-request for the tests. Forms are read as application/x-www-form-urlencoded
// only, at most 16 KB; anything else is refused before it is parsed.

const FORM_LIMIT_BYTES = 16 * 1024;
const ASSETS = path.join(import.meta.dirname, '../assets');
const ASSET_TYPES = { 'inbox.css': 'text/css; charset=utf-8', 'inbox.js': 'text/javascript; charset=utf-8' } as const;
const ASSET_NAMES = ['inbox.css', 'inbox.js'] as const;

export interface InboxAppOptions extends Omit<InboxContext, 'now'> {
  now?: () => Date;
  /** served over TLS (a public address): adds Strict-Transport-Security */
  tls?: boolean;
  trustProxy?: FastifyServerOptions['trustProxy'];
  https?: { key: Buffer; cert: Buffer } | undefined;
  /** the service's logger, also Fastify's (one line per request, request-log.ts); default: silent */
  logger?: ServiceLogger;
  /** the web editor at /admin/ (server/forms/editor/): none without it */
  editor?: EditorOptions | undefined;
}

export type InboxApp = ReturnType<typeof buildInboxApp>;

export function buildInboxApp(options: InboxAppOptions) {
  const context: InboxContext = {
    db: options.db,
    cipher: options.cipher,
    timeZone: options.timeZone,
    retentionDays: options.retentionDays,
    now: options.now ?? (() => new Date()),
  };
  const logger = (options.logger ?? silentLogger()).child({ face: 'inbox' });
  const assets = new Map(ASSET_NAMES.map((name) => [name, readFileSync(path.join(ASSETS, name))]));
  const headers = securityHeaders(options.tls ?? options.https !== undefined);

  const inbox = Fastify({
    // typed as Fastify's own logger, so the app's type stays the one its plugins and tests expect
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestLogController(),
    genReqId: newRequestId,
    bodyLimit: FORM_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // a save with a 40 МБ picture is a 54 MB body (common/editor/picture-limits.ts): 120 s take it
    // at 3.6 Mbit/s through the SSH tunnel, the only way here (a slow-sending client has to hold
    // an SSH session first)
    requestTimeout: 120_000,
    return503OnClosing: true,
    // TLS through the server factory: one instance type whether the inbox is served over https or not
    ...(options.https ? { serverFactory: (handler: Parameters<typeof createServer>[1]) => createServer(options.https!, handler) } : {}),
    frameworkErrors: (_error, _request, reply) =>
      void sendPage(reply, 400, renderPage(MessagePage({ title: 'Неверный адрес', text: 'Адрес не удалось прочитать.' }))),
  }).withTypeProvider<ZodTypeProvider>();
  inbox.setValidatorCompiler(zodValidatorCompiler);
  inbox.decorateRequest('staff', null);

  inbox.removeAllContentTypeParsers();
  inbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(text as string)));
  });

  inbox.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  inbox.get(
    '/assets/:name',
    { schema: { params: z.object({ name: z.enum(ASSET_NAMES) }) }, config: { refusals: { params: PAGE_NOT_FOUND } } },
    async (request, reply) => reply.type(ASSET_TYPES[request.params.name]).send(assets.get(request.params.name)),
  );

  // asked for by every browser on its own: nothing, rather than a login page
  inbox.get('/favicon.ico', async (_request, reply) => reply.code(404).send());

  void inbox.register(registerLoginRoutes, { context });
  void inbox.register(staffRoutes, { context });
  if (options.editor !== undefined) void inbox.register(editorRoutes(options.editor), { context });

  inbox.setNotFoundHandler(async (request, reply) => {
    const staff = await currentStaff(context, request);
    if (!staff) return sendLogin(request, reply);
    return sendPage(reply, 404, renderPage(MessagePage({ title: PAGE_NOT_FOUND.title, text: PAGE_NOT_FOUND.text, viewer: staff.viewer })));
  });

  inbox.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.validationContext !== undefined) {
      const refusal = request.routeOptions.config.refusals?.[error.validationContext] ?? BAD_REQUEST;
      return sendPage(reply, refusal.status, renderPage(MessagePage({ title: refusal.title, text: refusal.text, viewer: request.staff?.viewer })));
    }
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, method: request.method, path: pathOf(request.url) }, 'inbox: a request failed');
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
