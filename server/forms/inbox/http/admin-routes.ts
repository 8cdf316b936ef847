import { z } from 'zod';
import { listAccounts } from '../accounts/staff-accounts.ts';
import { audit, readAudit } from '../audit/audit-log.ts';
import { AccountsPage, AuditPage } from '../pages/admin-pages.tsx';
import { renderPage } from '../pages/layout.tsx';
import { newCount, sendPage } from './inbox-context.ts';
import { staffOf, type InboxPlugin } from './staff-routes.ts';

// The administrator's pages: the audit log (a page of 100 entries, then older) and the accounts.
// Reading either is itself logged.

const AUDIT_PAGE = 100;

const auditQuery = z.object({ before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined) });

export const registerAdminRoutes: InboxPlugin = async (app, { context }) => {
  app.get('/audit', { schema: { querystring: auditQuery }, config: { role: 'admin' } }, async (request, reply) => {
    const staff = staffOf(request);
    const beforeId = request.query.before;
    await audit(context.db, { actor: staff.account.login, action: 'audit_view', clientAddress: request.ip }, context.now());
    const entries = await readAudit(context.db, { limit: AUDIT_PAGE, ...(beforeId ? { beforeId } : {}) });
    const olderHref = entries.length === AUDIT_PAGE ? `/audit?before=${entries.at(-1)!.id}` : undefined;
    return sendPage(
      reply,
      200,
      renderPage(AuditPage({ viewer: staff.viewer, entries, olderHref, newCount: await newCount(context), timeZone: context.timeZone })),
    );
  });

  app.get('/accounts', { config: { role: 'admin' } }, async (request, reply) => {
    const staff = staffOf(request);
    await audit(context.db, { actor: staff.account.login, action: 'accounts_view', clientAddress: request.ip }, context.now());
    const accounts = await listAccounts(context.db, context.cipher);
    return sendPage(reply, 200, renderPage(AccountsPage({ viewer: staff.viewer, accounts, newCount: await newCount(context), timeZone: context.timeZone })));
  });
};
