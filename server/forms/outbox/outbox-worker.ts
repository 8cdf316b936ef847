// Runs the outbox's delivery again and again: one run, then a pause of intervalMs, then the next.
// The next run is scheduled only when the previous one has finished, so runs never overlap in one
// process (two processes are safe anyway: deliver-notices.ts skips the rows another one holds).
// wake() starts a run now, e.g. right after a form was stored, instead of waiting for the pause;
// so does a run that answers true (it stopped at its batch size: more may be due, e.g. a backlog
// after a mail-server outage).
// stop() cancels the pause and waits for a run in flight, so a shutdown does not cut a transaction.

export interface OutboxWorkerOptions {
  /** one delivery run, e.g. () => deliverDue(db, cipher, mailer, options); true: more may be due now */
  deliver: () => Promise<boolean | void>;
  /** the pause between the end of a run and the start of the next */
  intervalMs: number;
  /** where a failed run is reported (the next run still comes); console.error by default */
  reportError?: (error: unknown) => void;
}

export interface OutboxWorker {
  /** start a run now, or right after the one in flight */
  wake(): void;
  /** no more runs; resolves when the run in flight, if any, has finished */
  stop(): Promise<void>;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const reportError = options.reportError ?? ((error: unknown) => console.error('[receiver outbox] a delivery run failed:', error));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  const schedule = (delayMs: number): void => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };

  function run(): void {
    timer = undefined;
    if (stopped || running) return;
    let moreDue = false;
    running = (async () => {
      try {
        moreDue = (await options.deliver()) === true;
      } catch (error) {
        reportError(error);
      }
    })().finally(() => {
      running = undefined;
      const again = wokenWhileRunning || moreDue;
      wokenWhileRunning = false;
      schedule(again ? 0 : options.intervalMs);
    });
  }

  schedule(0);
  return {
    wake() {
      if (stopped) return;
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
