import { createHash } from 'node:crypto';

// The response headers of the deployed site, in one place: `npm run preview` sends exactly these
// (vite.config.ts), so the browser tests run under them, and tests/deploy/nginx.test.ts checks that
// deploy/nginx/site.conf sends the same.

/** the map frame of spec §2.13 (app/blocks/map-frame.tsx) */
const MAP_SERVICE_ORIGIN = 'https://yandex.ru';

export interface SecurityHeaderOptions {
  /**
   * the origin of VITE_FORM_ENDPOINT, when the forms post to an external service (docs/forms.md);
   * undefined by default: they post to the clinic's receiver on the site itself ('self')
   */
  formServiceOrigin?: string | undefined;
  /** base64 SHA-256 of each inline script of the HTML (index.html's theme and prefetch script) */
  scriptHashes: readonly string[];
}

/**
 * Only the site itself, the form service and the map frame: scripts by file or by hash (no
 * inline script may run unless it is ours byte for byte), no plugins, no framing, no <base>.
 * Style attributes stay allowed (React's style props; they cannot run code).
 */
function contentSecurityPolicy({ formServiceOrigin, scriptHashes }: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` 'sha256-${hash}'`).join('')}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${formServiceOrigin ? ` ${formServiceOrigin}` : ''}`,
    `frame-src ${MAP_SERVICE_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
}

/**
 * base64 SHA-256 of the text of every inline script a browser runs (no src; no type, or a
 * JavaScript one) of an HTML page. Data blocks — the prerendered page's JSON, JSON-LD — never run,
 * so the CSP need not (and could not, per page) list them.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => {
      const type = /\stype=["']?([^"'\s>]+)/i.exec(match[1]!)?.[1]?.toLowerCase();
      return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
    })
    .map((match) => match[2]!)
    .filter((text) => text.trim() !== '')
    .map((text) => createHash('sha256').update(text, 'utf8').digest('base64'));
}

/** the origin of an absolute endpoint URL, or undefined for a path on the site itself */
export function originOf(endpoint: string | undefined): string | undefined {
  if (!endpoint || endpoint.startsWith('/')) return undefined;
  try {
    return new URL(endpoint).origin;
  } catch {
    return undefined;
  }
}
