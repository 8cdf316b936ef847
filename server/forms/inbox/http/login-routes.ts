import { z } from 'zod';
import { verifyPassword, UNKNOWN_ACCOUNT_HASH } from '../accounts/password-hash.ts';
import { claimTotpStep, findAccount, recordLogin, type StaffAccount } from '../accounts/staff-accounts.ts';
import { EDITOR_HOME } from '../../editor/editor-paths.ts';
import { verifyTotp } from '../accounts/totp.ts';
import { audit } from '../audit/audit-log.ts';
import {
  addressSubject,
  clearFailures,
  lockedUntil,
  loginSubject,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_LOGIN,
  recordFailure,
} from '../sessions/login-throttle.ts';
import { createSession, endSession } from '../sessions/session-store.ts';
import { clearedCookie, cookie, LOGIN_COOKIE, readCookie, SESSION_COOKIE } from './cookies.ts';
import { currentStaff, isGenuinePost, refuseForgedPost, sendLogin } from './inbox-context.ts';
import { staffOf, type InboxPlugin } from './staff-routes.ts';

// Login and logout. A login checks, in this order: the form came from the login page (origin and
// its double-submit token), neither the login typed nor the address is locked, the password, and
// the authenticator's code when the account has a second factor (an administrator always has).
// Every failure gives the same words and counts towards the lock; a success starts a new session,
// whatever cookie came with the request.

const WRONG = 'Неверное имя пользователя, пароль или код.';
const LOCKED = 'Слишком много неудачных попыток входа. Вход временно закрыт — попробуйте через 15 минут или обратитесь к администратору.';
const FIELD_MAX_CHARS = 256;

/** a field left out or sent twice reads as empty: the login then fails as any wrong one does */
const field = z
  .string()
  .catch('')
  .transform((value) => value.slice(0, FIELD_MAX_CHARS));
const loginForm = z.object({
  login: field.transform((login) => login.trim().toLowerCase()),
  password: field,
  code: field,
  // the one place a login may go back to besides the queue: the web editor
  next: field.transform((next) => (next === EDITOR_HOME ? next : undefined)),
});

/** where a login lands: the web editor when it was asked for there (or the account reaches nothing else), else the queue */
function homeOf(account: Pick<StaffAccount, 'readsForms' | 'editsSite'>, next?: string): string {
  if (account.editsSite && (next === EDITOR_HOME || !account.readsForms)) return EDITOR_HOME;
  return account.readsForms ? '/' : EDITOR_HOME;
}

export const registerLoginRoutes: InboxPlugin = async (app, { context }) => {
  app.get('/login', async (request, reply) => {
    const staff = await currentStaff(context, request);
    if (staff) return reply.redirect(homeOf(staff.account), 303);
    return sendLogin(request, reply, 200);
  });

  app.post(
    '/login',
    {
      schema: { body: loginForm },
      // the login page's own double-submit token, before the body is read for anything else
      preValidation: async (request, reply) => {
        if (!isGenuinePost(request, readCookie(request.headers.cookie, LOGIN_COOKIE))) return refuseForgedPost(reply);
      },
    },
    async (request, reply) => {
      const { login, password, code, next } = request.body;
      const now = context.now();
      const subjects = [loginSubject(login), addressSubject(request.ip)];

      if (await lockedUntil(context.db, subjects, now)) {
        await audit(context.db, { actor: login || '—', action: 'login_locked', clientAddress: request.ip }, now);
        return sendLogin(request, reply, 429, LOCKED, login, next);
      }
      const account = login === '' ? undefined : await findAccount(context.db, context.cipher, { login });
      // an unknown login costs the same hash as a wrong password: the time does not tell them apart
      const passwordOk = await verifyPassword(password, account?.passwordHash ?? (await UNKNOWN_ACCOUNT_HASH));
      let accepted = account !== undefined && !account.disabled && passwordOk;
      if (accepted && (account!.totpSecret !== undefined || account!.role === 'admin')) {
        const step = account!.totpSecret === undefined ? undefined : verifyTotp(account!.totpSecret, code, now.getTime(), account!.totpLastStep);
        accepted = step !== undefined && (await claimTotpStep(context.db, account!.id, step));
      }
      if (!accepted) {
        await recordFailure(
          context.db,
          [
            { subject: subjects[0]!, limit: MAX_FAILURES_PER_LOGIN },
            { subject: subjects[1]!, limit: MAX_FAILURES_PER_ADDRESS },
          ],
          now,
        );
        await audit(context.db, { actor: login || '—', action: 'login_failed', clientAddress: request.ip }, now);
        return sendLogin(request, reply, 401, WRONG, login, next);
      }

      await clearFailures(context.db, subjects[0]!);
      const previous = await currentStaff(context, request);
      if (previous) await endSession(context.db, previous.session.tokenHash);
      const { token } = await createSession(context.db, account!.id, { address: request.ip, userAgent: String(request.headers['user-agent'] ?? '') }, now);
      await recordLogin(context.db, account!.id, now);
      await audit(context.db, { actor: account!.login, action: 'login', clientAddress: request.ip }, now);
      return reply.header('Set-Cookie', [cookie(SESSION_COOKIE, token), clearedCookie(LOGIN_COOKIE)]).redirect(homeOf(account!, next), 303);
    },
  );
};

/** behind staffRoutes: a session and the page's token are checked before this runs */
export const registerLogoutRoute: InboxPlugin = async (app, { context }) => {
  app.post('/logout', async (request, reply) => {
    const staff = staffOf(request);
    await endSession(context.db, staff.session.tokenHash);
    await audit(context.db, { actor: staff.account.login, action: 'logout', clientAddress: request.ip }, context.now());
    return reply.header('Set-Cookie', clearedCookie(SESSION_COOKIE)).redirect('/login', 303);
  });
};
