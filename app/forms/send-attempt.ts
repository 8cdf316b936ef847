// One Idempotency-Key per submission (docs/forms.md): a resend of the same filled form — after a
// lost answer, a failure alert, a reload of the anket's tab — carries the same key, so the receiver
// stores it once; a form changed since, or a new one, gets a new key.

export interface SendAttempt {
  key: string;
  /** of the body the key was made for */
  fingerprint: string;
}

/** 24 URL-safe characters from 18 random bytes; getRandomValues works off https too (randomUUID does not) */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** FNV-1a of the body's JSON: tells a changed form from the same one without keeping a copy */
export function fingerprintOf(body: object): string {
  const text = JSON.stringify(body);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

/** the previous attempt when it was for this very body, else a new one */
export function attemptFor(body: object, previous: SendAttempt | undefined): SendAttempt {
  const fingerprint = fingerprintOf(body);
  return previous?.fingerprint === fingerprint ? previous : { key: newIdempotencyKey(), fingerprint };
}
