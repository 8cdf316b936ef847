import type { CheckResult } from '../health/check-result.ts';
import { CHECK_NAMES, type CheckName, type HealthChecks } from '../health/health-checks.ts';
import type { ServiceLogger } from '../logging/service-logger.ts';
import type { NoticeMailer } from '../outbox/notice-transport.ts';
import { decideAlert, type AlertState } from './alert-decision.ts';
import { AlertNotSent, type AlertStore } from './alert-state.ts';
import { composeAlertMail } from './alert-texts.ts';

// The watch loop: every RECEIVER_WATCH_SECONDS (5 minutes by default) it runs the checks GET
// /healthz runs and tells the administrator when one turns failing, once a day while it stays
// so, and when it recovers (alert-decision.ts) — by mail to RECEIVER_ALERT_TO through the
// notices' SMTP transport, and always in the log. Of two instances only one mails (alert-state.ts).
// When the mail server itself is down, the outbox's alert cannot be mailed: that is logged at
// error level and tried again each round; /healthz (any uptime monitor) is the channel then.

export interface WatchOptions {
  checks: HealthChecks;
  alerts: AlertStore;
  logger: ServiceLogger;
  intervalMs: number;
  /** undefined: failures are logged, not mailed */
  mail: { mailer: NoticeMailer; to: string; from: string } | undefined;
  timeZone: string;
}

export interface WatchLoop {
  /** one round now (tests); resolves when it is done */
  runOnce(): Promise<void>;
  /** no more rounds; resolves when the round in flight has finished */
  stop(): Promise<void>;
}

export function startWatchLoop(options: WatchOptions): WatchLoop {
  const { logger } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const alertOn = (check: CheckName, result: CheckResult & { configured: true }, now: Date) =>
    options.alerts.withState(check, async (state: AlertState) => {
      const { action, next } = decideAlert(state, result.ok, now);
      if (action === undefined) return next;
      const fields = { check, action, detail: result.detail, failingSince: (next.since ?? state.since)?.toISOString() };
      if (action === 'recovered') logger.info(fields, `watch: ${check} recovered`);
      else logger.error(fields, `watch: ${check} is failing: ${result.detail ?? result.problem ?? ''}`);
      if (options.mail === undefined) return next;
      const mail = composeAlertMail({ check, action, detail: result.detail, since: state.since ?? next.since, now, timeZone: options.timeZone });
      try {
        await options.mail.mailer.sendMail({ from: options.mail.from, to: options.mail.to, ...mail });
      } catch (error) {
        throw new AlertNotSent(`the alert mail about ${check} could not be sent`, { cause: error });
      }
      logger.info({ check, action }, `watch: alert mailed: ${mail.subject}`);
      return next;
    });

  const round = async () => {
    const report = await options.checks.run();
    const databaseDown = report.checks.database.configured && !report.checks.database.ok;
    for (const check of CHECK_NAMES) {
      const result = report.checks[check];
      if (!result.configured) continue;
      // without the database the outbox cannot be counted: its alert would only repeat the database's
      if (check === 'outbox' && databaseDown) continue;
      try {
        await alertOn(check, result, report.checkedAt);
      } catch (error) {
        if (!(error instanceof AlertNotSent)) throw error;
        logger.error({ err: error.cause, check }, `watch: ${error.message}; the mail server does not take it, so only GET /healthz shows the failure now`);
      }
    }
  };

  const runOnce = async () => {
    if (running) return running;
    running = round()
      .catch((error: unknown) => logger.error({ err: error }, 'watch: a round failed'))
      .finally(() => (running = undefined));
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().finally(schedule), options.intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
