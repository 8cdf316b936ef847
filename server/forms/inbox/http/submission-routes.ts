import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_DEFINITIONS, type FormName } from '../../../../common/forms/form-definitions.ts';
import { audit } from '../audit/audit-log.ts';
import { DeletePage, DetailPage, PrintPage } from '../pages/detail-page.tsx';
import { STATUS_TEXT } from '../pages/format.ts';
import { MessagePage, renderPage } from '../pages/layout.tsx';
import { ListPage } from '../pages/list-page.tsx';
import {
  deleteSubmission,
  listSubmissions,
  NOTE_MAX_CHARS,
  readSubmission,
  setNote,
  setStatus,
  SUBMISSION_STATUSES,
  type SubmissionDetail,
  type SubmissionStatus,
} from '../submissions/inbox-submissions.ts';
import { isGenuinePost, newCount, refuseForgedPost, requireStaff, sendPage, type InboxContext, type Staff } from './inbox-context.ts';

// The queue and one submission: list, open, print, status, note, and (administrators) deletion on
// the family's request. Each read of personal data and each change is written to the audit log
// before the answer goes out.

const LIST_LIMIT = 200;
const QUERY_MAX_CHARS = 100;
/** 'К-000042', 'А-000042': the receiver's references (store-submission.ts) */
const REFERENCE = /^[КА]-\d{6,12}$/u;
const DAY_MS = 86_400_000;
const SAVED_TEXT: Record<string, string> = { status: 'Статус сохранён.', note: 'Заметка сохранена.' };

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

export function registerSubmissionRoutes(app: FastifyInstance, context: InboxContext): void {
  const auditAs = (staff: Staff, request: FastifyRequest, action: Parameters<typeof audit>[1]['action'], reference?: string, detail?: string) =>
    audit(
      context.db,
      { actor: staff.account.login, action, clientAddress: request.ip, ...(reference ? { reference } : {}), ...(detail ? { detail } : {}) },
      context.now(),
    );

  const notFound = async (reply: FastifyReply, staff: Staff) =>
    sendPage(
      reply,
      404,
      renderPage(MessagePage({ title: 'Заявка не найдена', text: 'Такой заявки нет: её номер набран с ошибкой или она уже удалена.', viewer: staff.viewer })),
    );

  /** the submission named in the address, or undefined once a 404 is sent */
  const load = async (request: FastifyRequest, reply: FastifyReply, staff: Staff): Promise<SubmissionDetail | undefined> => {
    const reference = (request.params as { reference?: string }).reference ?? '';
    const submission = REFERENCE.test(reference) ? await readSubmission(context.db, context.cipher, reference) : undefined;
    if (!submission) await notFound(reply, staff);
    return submission;
  };

  app.get('/', async (request, reply) => {
    const staff = await requireStaff(context, request, reply);
    if (!staff) return reply;
    const query = request.query as Record<string, unknown>;
    const filter = {
      form: oneOf(query.form, Object.keys(FORM_DEFINITIONS) as FormName[]),
      status: oneOf(query.status, SUBMISSION_STATUSES),
      query: typeof query.q === 'string' ? query.q.slice(0, QUERY_MAX_CHARS) : undefined,
    };
    const { items, total } = await listSubmissions(context.db, context.cipher, filter, LIST_LIMIT);
    // what was asked, never the words searched for: they may be a name
    const asked = [filter.form && `форма ${filter.form}`, filter.status && `статус ${filter.status}`, filter.query && 'поиск'].filter(Boolean).join(', ');
    await auditAs(staff, request, 'list', undefined, `${asked ? `${asked}; ` : ''}показано ${items.length}`);
    const deleted = typeof query.deleted === 'string' && REFERENCE.test(query.deleted) ? query.deleted : undefined;
    return sendPage(
      reply,
      200,
      renderPage(ListPage({ viewer: staff.viewer, items, total, filter, newCount: await newCount(context), timeZone: context.timeZone, deleted })),
    );
  });

  app.get('/submissions/:reference', async (request, reply) => {
    const staff = await requireStaff(context, request, reply);
    if (!staff) return reply;
    const submission = await load(request, reply, staff);
    if (!submission) return reply;
    await auditAs(staff, request, 'view', submission.reference);
    const saved = SAVED_TEXT[String((request.query as Record<string, unknown>).saved)];
    const deleteAfter = submission.notice.deliveredAt ? new Date(submission.notice.deliveredAt.getTime() + context.retentionDays * DAY_MS) : undefined;
    return sendPage(
      reply,
      200,
      renderPage(DetailPage({ viewer: staff.viewer, submission, newCount: await newCount(context), timeZone: context.timeZone, deleteAfter, saved })),
    );
  });

  app.get('/submissions/:reference/print', async (request, reply) => {
    const staff = await requireStaff(context, request, reply);
    if (!staff) return reply;
    const submission = await load(request, reply, staff);
    if (!submission) return reply;
    await auditAs(staff, request, 'print', submission.reference);
    return sendPage(reply, 200, renderPage(PrintPage({ submission, timeZone: context.timeZone, printedBy: staff.account.displayName })));
  });

  app.post('/submissions/:reference/status', async (request, reply) => {
    const staff = await requireStaff(context, request, reply);
    if (!staff) return reply;
    if (!isGenuinePost(request, staff.session.csrfToken)) return refuseForgedPost(reply, staff.viewer);
    const submission = await load(request, reply, staff);
    if (!submission) return reply;
    const status = oneOf((request.body as Record<string, unknown>).status, SUBMISSION_STATUSES) as SubmissionStatus | undefined;
    if (!status) return sendPage(reply, 400, renderPage(MessagePage({ title: 'Статус не выбран', text: 'Выберите один из статусов.', viewer: staff.viewer })));
    await setStatus(context.db, submission.reference, status, context.now());
    await auditAs(staff, request, 'status', submission.reference, `${STATUS_TEXT[submission.status]} → ${STATUS_TEXT[status]}`);
    return reply.redirect(`/submissions/${encodeURIComponent(submission.reference)}?saved=status`, 303);
  });

  app.post('/submissions/:reference/note', async (request, reply) => {
    const staff = await requireStaff(context, request, reply);
    if (!staff) return reply;
    if (!isGenuinePost(request, staff.session.csrfToken)) return refuseForgedPost(reply, staff.viewer);
    const submission = await load(request, reply, staff);
    if (!submission) return reply;
    const note = (request.body as Record<string, unknown>).note;
    if (typeof note !== 'string' || note.length > NOTE_MAX_CHARS) {
      return sendPage(
        reply,
        400,
        renderPage(MessagePage({ title: 'Заметка слишком длинная', text: `Заметка — до ${NOTE_MAX_CHARS} знаков.`, viewer: staff.viewer })),
      );
    }
    await setNote(context.db, context.cipher, submission.reference, note);
    // the note's words stay out of the log: they may be health data
    await auditAs(staff, request, 'note', submission.reference, note.trim() === '' ? 'удалена' : 'изменена');
    return reply.redirect(`/submissions/${encodeURIComponent(submission.reference)}?saved=note`, 303);
  });

  app.get('/submissions/:reference/delete', async (request, reply) => {
    const staff = await requireStaff(context, request, reply, 'admin');
    if (!staff) return reply;
    const submission = await load(request, reply, staff);
    if (!submission) return reply;
    return sendPage(reply, 200, renderPage(DeletePage({ viewer: staff.viewer, submission, newCount: await newCount(context) })));
  });

  app.post('/submissions/:reference/delete', async (request, reply) => {
    const staff = await requireStaff(context, request, reply, 'admin');
    if (!staff) return reply;
    if (!isGenuinePost(request, staff.session.csrfToken)) return refuseForgedPost(reply, staff.viewer);
    const reference = (request.params as { reference: string }).reference;
    if (!REFERENCE.test(reference) || !(await deleteSubmission(context.db, reference, context.now()))) return notFound(reply, staff);
    await auditAs(staff, request, 'delete', reference, 'по просьбе семьи (отзыв согласия)');
    return reply.redirect(`/?deleted=${encodeURIComponent(reference)}`, 303);
  });
}
