// Every answer of the inbox: no caching anywhere (health data must not stay in a browser's or a
// proxy's cache), no framing, no referrer to another site, and a Content-Security-Policy that allows only the
// inbox's own stylesheet and its one script — an injected script tag would not run.

const INBOX_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function securityHeaders(tls: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': INBOX_CSP,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // not no-referrer: under it browsers send a form post's Origin as "null", and the origin check needs it
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(tls ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}
