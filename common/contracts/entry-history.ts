// «История правок» of an entry in the web editor (docs/web-editor.md, «An entry's history»): the
// published versions of the entry's file, newest first, one of them shown, and one brought back as a
// new change. The forms service's editor API answers these actions on the clinic's server
// (server/forms/editor/entry-history-api.ts), npm start's dev server at ENTRY_HISTORY_URL
// (tooling/editor/entry-history-endpoint.ts); the editor's page asks them (app/admin/entry-history.ts).

export const ENTRY_HISTORY_ACTION = 'entryHistory';
export const ENTRY_VERSION_ACTION = 'entryVersion';
export const RESTORE_VERSION_ACTION = 'restoreVersion';

/** npm start's own endpoint for the three actions, `{action, params}` as the editor API takes them */
export const ENTRY_HISTORY_URL = '/admin/history';

/** the versions listed: an editor undoes a recent mistake, not the file's whole past */
export const HISTORY_LIMIT = 30;

/** a version is named by its commit: 40 hexadecimal digits, nothing git could read as an option */
export const COMMIT_PATTERN = /^[0-9a-f]{40}$/;

export interface VersionRow {
  /** the commit of the version; null for npm start's file saved and not committed yet */
  commit: string | null;
  /** ДД.ММ.ГГГГ ЧЧ:ММ in the clinic's time zone */
  when: string;
  /** the commit's author: on the clinic's server the staff member's display name */
  who: string;
  /** what changed, in words: «Создание», «Правка», «Возвращена версия от …» */
  change: string;
}

export type EntryHistoryAnswer = { available: true; versions: VersionRow[] } | { available: false; reason: string };

export interface EntryVersionAnswer {
  commit: string;
  when: string;
  text: string;
}

export interface RestoreAnswer {
  message: string;
}
