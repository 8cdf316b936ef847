import type { ServiceLogger } from '../logging/service-logger.ts';

// Tells the log when the notices go out again after failed sends: how many sends failed and
// since when, so the administrator reading the error lines of an outage (the sends' failures,
// the STUCK lines) also reads that it ended. Counted in this process, from the delivery runs'
// reports; a run that neither sent nor failed (nothing due) changes nothing.

interface DeliveryRun {
  delivered: number;
  failed: number;
}

export interface DeliveryOutage {
  record(run: DeliveryRun): void;
}

export function trackDeliveryOutage(logger: ServiceLogger, now: () => Date = () => new Date()): DeliveryOutage {
  let failedSince: Date | undefined;
  let failedAttempts = 0;
  return {
    record({ delivered, failed }) {
      if (failed > 0) {
        failedSince ??= now();
        failedAttempts += failed;
      }
      if (delivered > 0 && failedSince !== undefined) {
        logger.info(
          { failedAttempts, failingSince: failedSince.toISOString() },
          `outbox: delivery resumed after ${failedAttempts} failed attempt(s) since ${failedSince.toISOString()}`,
        );
        failedSince = undefined;
        failedAttempts = 0;
      }
    },
  };
}
