import type { FastifyInstance } from 'fastify';
import { listAccounts } from '../accounts/staff-accounts.ts';
import { audit, readAudit } from '../audit/audit-log.ts';
import { AccountsPage, AuditPage } from '../pages/admin-pages.tsx';
import { renderPage } from '../pages/layout.tsx';
import { newCount, requireStaff, sendPage, type InboxContext } from './inbox-context.ts';

// The administrator's pages: the audit log (a page of 100 entries, then older) and the accounts.
// Reading either is itself logged.

const AUDIT_PAGE = 100;

export function registerAdminRoutes(app: FastifyInstance, context: InboxContext): void {
  app.get('/audit', async (request, reply) => {
    const staff = await requireStaff(context, request, reply, 'admin');
    if (!staff) return reply;
    const before = Number((request.query as Record<string, unknown>).before);
    const beforeId = Number.isSafeInteger(before) && before > 0 ? before : undefined;
    await audit(context.db, { actor: staff.account.login, action: 'audit_view', clientAddress: request.ip }, context.now());
    const entries = await readAudit(context.db, { limit: AUDIT_PAGE, ...(beforeId ? { beforeId } : {}) });
    const olderHref = entries.length === AUDIT_PAGE ? `/audit?before=${entries.at(-1)!.id}` : undefined;
    return sendPage(
      reply,
      200,
      renderPage(AuditPage({ viewer: staff.viewer, entries, olderHref, newCount: await newCount(context), timeZone: context.timeZone })),
    );
  });

  app.get('/accounts', async (request, reply) => {
    const staff = await requireStaff(context, request, reply, 'admin');
    if (!staff) return reply;
    await audit(context.db, { actor: staff.account.login, action: 'accounts_view', clientAddress: request.ip }, context.now());
    const accounts = await listAccounts(context.db, context.cipher);
    return sendPage(reply, 200, renderPage(AccountsPage({ viewer: staff.viewer, accounts, newCount: await newCount(context), timeZone: context.timeZone })));
  });
}
