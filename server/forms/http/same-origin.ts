import type { IncomingHttpHeaders } from 'node:http';

/**
 * A POST from another site is refused: browsers send Sec-Fetch-Site and Origin with it. A request
 * with neither (a script, curl) is let through: it proves nothing either way and the other checks
 * still apply. Without `siteOrigins` the Origin must name the Host the request came to (nginx and
 * the dev proxy keep Host as the browser sent it).
 */
export function isSameOrigin(headers: IncomingHttpHeaders, siteOrigins?: readonly string[]): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (siteOrigins !== undefined) return siteOrigins.includes(parsed.origin);
  return parsed.host === headers.host;
}
