import { randomBytes } from 'node:crypto';
import { SAMPLE_ANKET, SAMPLE_CALLBACK } from '../../testing/forms/sample-forms.ts';

// Closed-loop clients posting the two forms as the site's browser does (JSON, an Idempotency-Key
// per submission, an Origin naming the receiver's host): each client sends its next submission
// when the last one is answered. Bounded in count and in time; it stops by itself.

const BODIES = [JSON.stringify(SAMPLE_CALLBACK), JSON.stringify(SAMPLE_ANKET)];
const REQUEST_TIMEOUT_MS = 10_000;
/** after a refused connection (a receiver restarting), before the client tries again */
const PAUSE_AFTER_ERROR_MS = 50;

export interface LoadOptions {
  base: string;
  clients: number;
  durationMs: number;
  /** submissions at most, all clients together */
  maxSubmissions: number;
  /** a pause between a client's submissions (0: as fast as answered) */
  pauseMs?: number;
  /** called on every acknowledgement */
  onAcknowledged?: (key: string) => void;
}

export interface LoadResult {
  /** keys answered {success:true} */
  acknowledged: string[];
  /** answered, but not {success:true} (a 503 while storage is down, a 429) */
  refused: number;
  /** no answer: a refused or cut connection, a timeout */
  failed: number;
  /** ms per acknowledged submission */
  latenciesMs: number[];
  elapsedMs: number;
}

export interface RunningLoad {
  done: Promise<LoadResult>;
  /** ends early: each client stops after its request in flight */
  stop(): void;
}

export function startLoad(options: LoadOptions): RunningLoad {
  const result: LoadResult = { acknowledged: [], refused: 0, failed: 0, latenciesMs: [], elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + options.durationMs;
  const prefix = randomBytes(6).toString('hex');
  let issued = 0;
  let stopped = false;
  const client = async () => {
    while (!stopped && performance.now() < deadline && issued < options.maxSubmissions) {
      const number = issued++;
      const key = `bench-${prefix}-${String(number).padStart(9, '0')}`;
      const sent = performance.now();
      try {
        const answer = await fetch(`${options.base}/api/forms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: options.base, 'idempotency-key': key },
          body: BODIES[number % 2],
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await answer.json()) as { success?: boolean };
        if (answer.status === 200 && body.success === true) {
          result.latenciesMs.push(performance.now() - sent);
          result.acknowledged.push(key);
          options.onAcknowledged?.(key);
        } else result.refused++;
      } catch {
        result.failed++;
        await sleep(PAUSE_AFTER_ERROR_MS);
      }
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  };
  const done = Promise.all(Array.from({ length: options.clients }, client)).then(() => {
    result.elapsedMs = performance.now() - started;
    return result;
  });
  return {
    done,
    stop() {
      stopped = true;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
