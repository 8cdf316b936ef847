import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSameOrigin } from '../../http/same-origin.ts';
import { findAccount, type StaffAccount } from '../accounts/staff-accounts.ts';
import { LoginPage } from '../pages/login-page.tsx';
import { MessagePage, renderPage, type Viewer } from '../pages/layout.tsx';
import { readSession, type Session } from '../sessions/session-store.ts';
import { countNew } from '../submissions/inbox-submissions.ts';
import { cookie, LOGIN_COOKIE, LOGIN_TOKEN, newLoginToken, readCookie, SESSION_COOKIE } from './cookies.ts';
import { EDITOR_HOME } from '../../editor/editor-paths.ts';
import { type Database, type FieldCipher } from '../../store.ts';

// What every route of the inbox shares: the database and keys, the clock, and the one way a
// request becomes a staff member — the session cookie read on the server, the account still
// enabled, the role checked — or a 401 login page; and for a form that changes something, the
// origin and the session's CSRF token checked before anything is done.

export interface InboxContext {
  db: Database;
  cipher: FieldCipher;
  now: () => Date;
  timeZone: string;
  retentionDays: number;
}

export interface Staff {
  account: StaffAccount;
  session: Session;
  viewer: Viewer;
}

/** the token a form of the inbox posts back (pages/layout.tsx) */
const CSRF_FIELD = z.object({ _csrf: z.string() });

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/**
 * the login page with 401: what any inbox address answers without a session. Its double-submit
 * token is the browser's cookie when it has one: a second request of the page (its favicon, another
 * tab) must not change the token under a form already shown
 */
export function sendLogin(request: FastifyRequest, reply: FastifyReply, status = 401, error?: string, login?: string, next?: string): FastifyReply {
  const held = readCookie(request.headers.cookie, LOGIN_COOKIE);
  const token = held !== undefined && LOGIN_TOKEN.test(held) ? held : newLoginToken();
  reply.header('Set-Cookie', cookie(LOGIN_COOKIE, token));
  // asked for on the web editor's address: the login goes back there
  const back = next ?? (request.url.startsWith(EDITOR_HOME) ? EDITOR_HOME : undefined);
  return sendPage(reply, status, renderPage(LoginPage({ csrfToken: token, error, login, next: back })));
}

export async function currentStaff(context: InboxContext, request: FastifyRequest): Promise<Staff | undefined> {
  const session = await readSession(context.db, readCookie(request.headers.cookie, SESSION_COOKIE), context.now());
  if (!session) return undefined;
  const account = await findAccount(context.db, context.cipher, { id: session.accountId });
  if (!account || account.disabled) return undefined;
  return {
    account,
    session,
    viewer: {
      login: account.login,
      displayName: account.displayName,
      role: account.role,
      csrfToken: session.csrfToken,
      readsForms: account.readsForms,
      editsSite: account.editsSite,
    },
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * a form post is from this inbox's own page: the browser says so (Origin or Sec-Fetch-Site; a
 * request with neither is refused here, unlike on the public receiver) and it carries the token
 * the page was given
 */
export function isGenuinePost(request: FastifyRequest, expectedToken: string | undefined): boolean {
  const headers = request.headers;
  if (headers.origin === undefined && headers['sec-fetch-site'] === undefined) return false;
  if (!isSameOrigin(headers)) return false;
  const sent = CSRF_FIELD.safeParse(request.body);
  return sent.success && expectedToken !== undefined && sameText(sent.data._csrf, expectedToken);
}

export function refuseForgedPost(reply: FastifyReply, viewer?: Viewer): FastifyReply {
  return sendPage(
    reply,
    403,
    renderPage(MessagePage({ title: 'Запрос отклонён', text: 'Форма устарела или отправлена не со страницы заявок. Обновите страницу и повторите.', viewer })),
  );
}

export async function newCount(context: InboxContext): Promise<number> {
  return countNew(context.db);
}
