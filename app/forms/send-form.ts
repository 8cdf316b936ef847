import { IDEMPOTENCY_KEY_HEADER } from '../../common/forms/form-definitions.ts';

// One POST to the form service. Only `success` of the answer is read (spec §7); a request that
// takes longer than 15 s is abandoned and counts as a network error.

export const SEND_TIMEOUT_MS = 15_000;

/** success: the service said success true; failure: it said anything else; network: no usable answer */
export type SendOutcome = 'success' | 'failure' | 'network';

export interface SendOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** sent as Idempotency-Key to the site's own receiver only: another origin's service would have to allow the header (CORS) */
  idempotencyKey?: string | undefined;
}

/** whether the endpoint is on the page's own origin (the receiver), not an external service */
function isOwnOrigin(endpoint: string): boolean {
  try {
    return new URL(endpoint, globalThis.location?.href).origin === globalThis.location?.origin;
  } catch {
    return false;
  }
}

export async function sendForm(endpoint: string, body: object, options: SendOptions = {}): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SEND_TIMEOUT_MS);
  try {
    const response = await (options.fetch ?? fetch)(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(options.idempotencyKey !== undefined && isOwnOrigin(endpoint) ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    // an answer that is not JSON (a proxy's error page) is an exception, as a lost connection is
    const answer = (await response.json()) as unknown;
    return typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true ? 'success' : 'failure';
  } catch {
    return 'network';
  } finally {
    clearTimeout(timer);
  }
}
