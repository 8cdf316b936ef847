import {
  ENTRY_HISTORY_ACTION,
  ENTRY_VERSION_ACTION,
  RESTORE_VERSION_ACTION,
  type EntryHistoryAnswer,
  type EntryVersionAnswer,
  type RestoreAnswer,
} from '../../common/contracts/entry-history.ts';

// The editor's page asks «История правок» (common/contracts/entry-history.ts) of the forms service's
// editor API on the clinic's server, of npm start's dev server otherwise. A refusal's Russian
// reason is what the panel shows; a dropped connection says so in the same words.

export class HistoryError extends Error {}

const UNREACHABLE = 'Сервер не ответил. Проверьте соединение и попробуйте ещё раз.';

async function ask<T>(apiUrl: string, action: string, params: Record<string, string>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ action, params }),
    });
  } catch {
    throw new HistoryError(UNREACHABLE);
  }
  const body = (await response.json().catch(() => undefined)) as (T & { error?: unknown }) | undefined;
  if (!response.ok || body === undefined) throw new HistoryError(typeof body?.error === 'string' ? body.error : UNREACHABLE);
  return body;
}

export const readHistory = (apiUrl: string, file: string) => ask<EntryHistoryAnswer>(apiUrl, ENTRY_HISTORY_ACTION, { path: file });

export const readVersion = (apiUrl: string, file: string, commit: string) => ask<EntryVersionAnswer>(apiUrl, ENTRY_VERSION_ACTION, { path: file, commit });

export const restoreVersion = (apiUrl: string, entry: { file: string; commit: string; collection: string; slug: string }) =>
  ask<RestoreAnswer>(apiUrl, RESTORE_VERSION_ACTION, { path: entry.file, commit: entry.commit, collection: entry.collection, slug: entry.slug });
