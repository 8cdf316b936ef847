import { connect } from 'node:tls';
import { failing, messageOf, passing, type CheckResult } from './check-result.ts';

// Days until the TLS certificate of the site (RECEIVER_SITE_URL) expires, read from a handshake
// with its host:port under its name (SNI) — the certificate nginx really serves, renewed or not.
// Its chain is not judged (a self-signed one is read as well): only the dates matter here.
// Failing under 14 days, and when no handshake is possible. Remembered for an hour: a TLS
// handshake on every poll of an uptime monitor is waste; a failed one for five minutes.

const MIN_DAYS = 14;
const HANDSHAKE_TIMEOUT_MS = 5_000;
const CACHE_MS = 60 * 60_000;
const FAILURE_CACHE_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** the certificate's end of validity, from one handshake */
export function readCertificateExpiry(siteUrl: string): Promise<Date> {
  const url = new URL(siteUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || 443);
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, servername: /^[\d.:]+$/.test(host) ? undefined : host, rejectUnauthorized: false, timeout: HANDSHAKE_TIMEOUT_MS });
    const end = (settle: () => void) => {
      socket.destroy();
      settle();
    };
    socket.once('secureConnect', () => {
      const validTo = socket.getPeerCertificate().valid_to;
      const expiry = validTo ? new Date(validTo) : undefined;
      end(() => (expiry && !Number.isNaN(expiry.getTime()) ? resolve(expiry) : reject(new Error('the server sent no certificate'))));
    });
    socket.once('timeout', () => end(() => reject(new Error(`no TLS handshake within ${HANDSHAKE_TIMEOUT_MS} ms`))));
    socket.once('error', (error) => end(() => reject(error)));
  });
}

export interface CertificateCheck {
  check(now: Date): Promise<CheckResult>;
}

export function certificateCheck(siteUrl: string, readExpiry: (url: string) => Promise<Date> = readCertificateExpiry): CertificateCheck {
  let cached: { until: number; expiry: Promise<Date> } | undefined;
  const host = new URL(siteUrl).host;
  return {
    async check(now) {
      if (cached === undefined || now.getTime() >= cached.until) {
        const expiry = readExpiry(siteUrl);
        cached = { until: now.getTime() + CACHE_MS, expiry };
        // a failed handshake is tried again sooner than a good one
        expiry.catch(() => cached?.expiry === expiry && (cached.until = now.getTime() + FAILURE_CACHE_MS));
      }
      let expiry: Date;
      try {
        expiry = await cached.expiry;
      } catch (error) {
        return failing('the certificate cannot be read', `certificate of ${host}: ${messageOf(error)}`);
      }
      const daysLeft = Math.floor((expiry.getTime() - now.getTime()) / DAY_MS);
      const facts = { daysLeft, expiresAt: expiry.toISOString() };
      if (daysLeft < MIN_DAYS)
        return failing('the certificate expires soon', `certificate of ${host}: expires ${expiry.toISOString()}, in ${daysLeft} day(s)`, facts);
      return passing(facts);
    },
  };
}
