import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
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
} from '../submissions/inbox-submissions.ts';
import { newCount, sendPage, type Staff } from './inbox-context.ts';
import type { Refusal } from './route-refusals.ts';
import { staffOf, type InboxPlugin } from './staff-routes.ts';

// The queue and one submission: list, open, print, status, note, and (administrators) deletion on
// the family's request. Each read of personal data and each change is written to the audit log
// before the answer goes out.

const LIST_LIMIT = 200;
const QUERY_MAX_CHARS = 100;
/** 'К-000042', 'А-000042': the receiver's references (store-submission.ts) */
const REFERENCE = /^[КА]-\d{6,12}$/u;
const DAY_MS = 86_400_000;
const SAVED_TEXT = { status: 'Статус сохранён.', note: 'Заметка сохранена.' } as const;

const NOT_FOUND: Refusal = { status: 404, title: 'Заявка не найдена', text: 'Такой заявки нет: её номер набран с ошибкой или она уже удалена.' };

/** a filter or a notice in the address that is not one is ignored, as if it were not there */
const ignoredUnlessValid = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const byReference = { params: z.object({ reference: z.string().regex(REFERENCE) }) };
const listQuery = z.object({
  form: ignoredUnlessValid(z.custom<FormName>((value) => typeof value === 'string' && Object.hasOwn(FORM_DEFINITIONS, value))),
  status: ignoredUnlessValid(z.enum(SUBMISSION_STATUSES)),
  q: ignoredUnlessValid(z.string().transform((query) => query.slice(0, QUERY_MAX_CHARS))),
  deleted: ignoredUnlessValid(z.string().regex(REFERENCE)),
});
const savedQuery = z.object({ saved: ignoredUnlessValid(z.enum(['status', 'note'])) });

export const registerSubmissionRoutes: InboxPlugin = async (app, { context }) => {
  const auditAs = (staff: Staff, request: FastifyRequest, action: Parameters<typeof audit>[1]['action'], reference?: string, detail?: string) =>
    audit(
      context.db,
      { actor: staff.account.login, action, clientAddress: request.ip, ...(reference ? { reference } : {}), ...(detail ? { detail } : {}) },
      context.now(),
    );

  const notFound = async (reply: FastifyReply, staff: Staff) =>
    sendPage(reply, NOT_FOUND.status, renderPage(MessagePage({ title: NOT_FOUND.title, text: NOT_FOUND.text, viewer: staff.viewer })));

  /** the submission named in the address, or undefined once a 404 is sent */
  const load = async (reference: string, reply: FastifyReply, staff: Staff): Promise<SubmissionDetail | undefined> => {
    const submission = await readSubmission(context.db, context.cipher, reference);
    if (!submission) await notFound(reply, staff);
    return submission;
  };

  app.get('/', { schema: { querystring: listQuery } }, async (request, reply) => {
    const staff = staffOf(request);
    const { form, status, q, deleted } = request.query;
    const filter = { form, status, query: q };
    const { items, total } = await listSubmissions(context.db, context.cipher, filter, LIST_LIMIT);
    // what was asked, never the words searched for: they may be a name
    const asked = [filter.form && `форма ${filter.form}`, filter.status && `статус ${filter.status}`, filter.query && 'поиск'].filter(Boolean).join(', ');
    await auditAs(staff, request, 'list', undefined, `${asked ? `${asked}; ` : ''}показано ${items.length}`);
    return sendPage(
      reply,
      200,
      renderPage(
        ListPage({
          viewer: staff.viewer,
          items,
          total,
          filter,
          newCount: await newCount(context),
          timeZone: context.timeZone,
          deleted,
        }),
      ),
    );
  });

  const withReference = { schema: { ...byReference, querystring: savedQuery }, config: { refusals: { params: NOT_FOUND } } };

  app.get('/submissions/:reference', withReference, async (request, reply) => {
    const staff = staffOf(request);
    const submission = await load(request.params.reference, reply, staff);
    if (!submission) return reply;
    await auditAs(staff, request, 'view', submission.reference);
    const saved = request.query.saved && SAVED_TEXT[request.query.saved];
    const deleteAfter = submission.notice.deliveredAt ? new Date(submission.notice.deliveredAt.getTime() + context.retentionDays * DAY_MS) : undefined;
    return sendPage(
      reply,
      200,
      renderPage(DetailPage({ viewer: staff.viewer, submission, newCount: await newCount(context), timeZone: context.timeZone, deleteAfter, saved })),
    );
  });

  app.get('/submissions/:reference/print', { schema: byReference, config: { refusals: { params: NOT_FOUND } } }, async (request, reply) => {
    const staff = staffOf(request);
    const submission = await load(request.params.reference, reply, staff);
    if (!submission) return reply;
    await auditAs(staff, request, 'print', submission.reference);
    return sendPage(reply, 200, renderPage(PrintPage({ submission, timeZone: context.timeZone, printedBy: staff.account.displayName })));
  });

  app.post(
    '/submissions/:reference/status',
    {
      schema: { ...byReference, body: z.object({ status: z.enum(SUBMISSION_STATUSES) }) },
      config: { refusals: { params: NOT_FOUND, body: { status: 400, title: 'Статус не выбран', text: 'Выберите один из статусов.' } } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const submission = await load(request.params.reference, reply, staff);
      if (!submission) return reply;
      const { status } = request.body;
      await setStatus(context.db, submission.reference, status, context.now());
      await auditAs(staff, request, 'status', submission.reference, `${STATUS_TEXT[submission.status]} → ${STATUS_TEXT[status]}`);
      return reply.redirect(`/submissions/${encodeURIComponent(submission.reference)}?saved=status`, 303);
    },
  );

  app.post(
    '/submissions/:reference/note',
    {
      schema: { ...byReference, body: z.object({ note: z.string().max(NOTE_MAX_CHARS) }) },
      config: { refusals: { params: NOT_FOUND, body: { status: 400, title: 'Заметка слишком длинная', text: `Заметка — до ${NOTE_MAX_CHARS} знаков.` } } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const submission = await load(request.params.reference, reply, staff);
      if (!submission) return reply;
      const { note } = request.body;
      await setNote(context.db, context.cipher, submission.reference, note);
      // the note's words stay out of the log: they may be health data
      await auditAs(staff, request, 'note', submission.reference, note.trim() === '' ? 'удалена' : 'изменена');
      return reply.redirect(`/submissions/${encodeURIComponent(submission.reference)}?saved=note`, 303);
    },
  );

  const adminWithReference = { schema: byReference, config: { role: 'admin' as const, refusals: { params: NOT_FOUND } } };

  app.get('/submissions/:reference/delete', adminWithReference, async (request, reply) => {
    const staff = staffOf(request);
    const submission = await load(request.params.reference, reply, staff);
    if (!submission) return reply;
    return sendPage(reply, 200, renderPage(DeletePage({ viewer: staff.viewer, submission, newCount: await newCount(context) })));
  });

  app.post('/submissions/:reference/delete', adminWithReference, async (request, reply) => {
    const staff = staffOf(request);
    const { reference } = request.params;
    if (!(await deleteSubmission(context.db, reference, context.now()))) return notFound(reply, staff);
    await auditAs(staff, request, 'delete', reference, 'по просьбе семьи (отзыв согласия)');
    return reply.redirect(`/?deleted=${encodeURIComponent(reference)}`, 303);
  });
};
