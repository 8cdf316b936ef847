import type { Database, Queryable } from '../database/database.ts';
import type { ServiceLogger } from '../logging/service-logger.ts';
import { PASSING_STATE, type AlertState } from './alert-decision.ts';

// Where the watch loop keeps each check's alert state. In the database (health_alerts, migration
// 003), so that of two instances only one mails: a check's row is locked (SELECT … FOR UPDATE)
// for the whole decision, mail included; the other instance waits, then finds the state already
// moved on. When the database itself does not answer, in this process instead — and the log says
// so, since then each instance may mail. A check decided in the process while the database was
// away stays there until it recovers, so its «восстановлено» mail is not lost.

type Decide = (state: AlertState) => Promise<AlertState>;

/** a mail that could not be sent: the state stays as it was, the next round tries again */
export class AlertNotSent extends Error {}

export interface AlertStore {
  /** runs decide on the check's state and keeps what it answers; throws AlertNotSent through */
  withState(check: string, decide: Decide): Promise<void>;
}

interface AlertRow {
  failing: boolean;
  failing_since: Date | null;
  last_mailed_at: Date | null;
}

async function withRowState(tx: Queryable, check: string, decide: Decide): Promise<void> {
  await tx.query('INSERT INTO health_alerts (check_name) VALUES ($1) ON CONFLICT (check_name) DO NOTHING', [check]);
  const [row] = (await tx.query<AlertRow>('SELECT failing, failing_since, last_mailed_at FROM health_alerts WHERE check_name = $1 FOR UPDATE', [check])).rows;
  const state: AlertState = row ? { failing: row.failing, since: row.failing_since, lastMailedAt: row.last_mailed_at } : PASSING_STATE;
  const next = await decide(state);
  await tx.query('UPDATE health_alerts SET failing = $2, failing_since = $3, last_mailed_at = $4, checked_at = now() WHERE check_name = $1', [
    check,
    next.failing,
    next.since,
    next.lastMailedAt,
  ]);
}

export function createAlertStore(db: Database, logger: ServiceLogger): AlertStore {
  const inProcess = new Map<string, AlertState>();
  const decideInProcess = async (check: string, decide: Decide) => {
    const next = await decide(inProcess.get(check) ?? PASSING_STATE);
    if (next.failing) inProcess.set(check, next);
    else inProcess.delete(check);
  };
  return {
    async withState(check, decide) {
      if (inProcess.has(check)) return decideInProcess(check, decide);
      // what was decided (and maybe mailed) before the database failed: not decided twice
      let decided: AlertState | undefined;
      try {
        await db.transaction((tx) =>
          withRowState(tx, check, async (state) => {
            decided = await decide(state);
            return decided;
          }),
        );
      } catch (error) {
        if (error instanceof AlertNotSent) throw error;
        logger.warn(
          { err: error, check },
          `watch: the alert state of ${check} cannot be kept in the database; it is kept in this process until the check recovers (the other instance may mail too)`,
        );
        if (decided === undefined) await decideInProcess(check, decide);
        else if (decided.failing) inProcess.set(check, decided);
      }
    },
  };
}
