import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod-type-provider.ts';
import type { StaffRole } from '../accounts/staff-accounts.ts';
import { audit } from '../audit/audit-log.ts';
import { MessagePage, renderPage } from '../pages/layout.tsx';
import { registerAdminRoutes } from './admin-routes.ts';
import { currentStaff, isGenuinePost, refuseForgedPost, sendLogin, sendPage, type InboxContext, type Staff } from './inbox-context.ts';
import { registerLogoutRoute } from './login-routes.ts';
import { registerSubmissionRoutes } from './submission-routes.ts';

// Every route behind the login, in one encapsulated plugin whose hooks run before any of them:
// onRequest turns the session cookie into a staff member (or answers 401 and the login page) and
// checks the role a route names in its config (403 and an audit entry); preValidation refuses a
// form post that did not come from the inbox's own page, before its body is validated or used.
// A handler here never sees a request without a staff member.

declare module 'fastify' {
  interface FastifyRequest {
    /** the staff member behind the request: set by staffRoutes' onRequest, null elsewhere */
    staff: Staff | null;
  }
  interface FastifyContextConfig {
    /** who may use the route besides a coordinator: 'admin' for the administrator's only */
    role?: StaffRole;
  }
}

export type InboxPlugin = FastifyPluginAsync<{ context: InboxContext }, RawServerDefault, ZodTypeProvider>;

export const staffRoutes: InboxPlugin = async (app, { context }) => {
  app.addHook('onRequest', async (request, reply) => {
    const staff = await currentStaff(context, request);
    if (!staff) return sendLogin(request, reply);
    // an editor without the coordinator's role reaches the web editor, never a submission
    // a refusal is logged and says in Russian who may see the page
    const refuse = async (text: string) => {
      await audit(
        context.db,
        { actor: staff.account.login, action: 'denied', detail: `${request.method} ${request.url.slice(0, 100)}`, clientAddress: request.ip },
        context.now(),
      );
      return sendPage(reply, 403, renderPage(MessagePage({ title: 'Недостаточно прав', text, viewer: staff.viewer })));
    };
    // an editor without the coordinator's role reaches the web editor, never a submission
    if (!staff.account.readsForms && request.routeOptions.url !== '/logout')
      return refuse('Заявки доступны только координаторам. Редактор сайта — по адресу /admin/.');
    if (request.routeOptions.config.role === 'admin' && staff.account.role !== 'admin') return refuse('Эта страница доступна только администратору.');
    request.staff = staff;
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST') return;
    const staff = staffOf(request);
    if (!isGenuinePost(request, staff.session.csrfToken)) return refuseForgedPost(reply, staff.viewer);
  });

  await app.register(registerSubmissionRoutes, { context });
  await app.register(registerAdminRoutes, { context });
  await app.register(registerLogoutRoute, { context });
};

/** the staff member staffRoutes' onRequest found: a handler of these routes always has one */
export function staffOf(request: FastifyRequest): Staff {
  if (request.staff === null) throw new Error(`${request.method} ${request.routeOptions.url} ran without staffRoutes' onRequest hook`);
  return request.staff;
}
