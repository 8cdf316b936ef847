// How long a notice waits after a failed send before the next try: doubling from 30 s, capped at
// an hour, so a short SMTP outage costs a minute or two and a long one one try an hour per notice.
// No jitter: one clinic's outbox holds a handful of rows, there is no herd to spread.

export const FIRST_RETRY_DELAY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** the delay after the `attempts`-th failed try (1 for the first failure) */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2 ** 7 × 30 s already passes the hour; stop doubling there so large counts stay finite
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.min(doublings, 16), MAX_RETRY_DELAY_MS);
}
