import { randomBytes } from 'node:crypto';

// The inbox's cookies, read and written by hand (two cookies do not need a plugin). `__Host-`
// names make the browser refuse them unless Secure, for this host only and for the whole path;
// browsers count http://127.0.0.1 and http://localhost (an SSH tunnel) as secure for this.

export const SESSION_COOKIE = '__Host-inbox_session';
/** before a login: the double-submit token of the login form (login CSRF) */
export const LOGIN_COOKIE = '__Host-inbox_login';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** a session cookie (no expiry: the server ends the session), HttpOnly, Secure, SameSite=Strict */
export function cookie(name: string, value: string): string {
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}

export function clearedCookie(name: string): string {
  return `${name}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
}

/** 24 random bytes, base64url */
export const LOGIN_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** the login form's double-submit token: in its cookie and in the form, equal or the login is refused */
export function newLoginToken(): string {
  return randomBytes(24).toString('base64url');
}
