// When the administrator is mailed about a health check: once when it turns failing, once a day
// while it stays failing, once when it recovers. A pure rule over the check's last state, so the
// database's row and the in-process fallback decide alike.

export interface AlertState {
  failing: boolean;
  /** when it turned failing; null while it passes */
  since: Date | null;
  lastMailedAt: Date | null;
}

export type AlertAction = 'failing' | 'still-failing' | 'recovered';

export const PASSING_STATE: AlertState = { failing: false, since: null, lastMailedAt: null };

const REPEAT_MS = 24 * 60 * 60_000;

export function decideAlert(state: AlertState, ok: boolean, now: Date): { action: AlertAction | undefined; next: AlertState } {
  if (!ok && !state.failing) return { action: 'failing', next: { failing: true, since: now, lastMailedAt: now } };
  if (!ok && (state.lastMailedAt === null || now.getTime() - state.lastMailedAt.getTime() >= REPEAT_MS))
    return { action: 'still-failing', next: { ...state, lastMailedAt: now } };
  if (ok && state.failing) return { action: 'recovered', next: { failing: false, since: null, lastMailedAt: now } };
  return { action: undefined, next: state };
}
