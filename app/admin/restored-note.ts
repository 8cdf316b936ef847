// A version brought back from «История правок» is a change of the entry made on the server, not in
// Decap's form, so the page is loaded anew to show it (Decap loads an entry only when its editor is
// made: fresh-editor.ts). What the reloaded page needs to go on — the panel's message, and the
// check of the change as a save's (save-check.ts) — is kept in the tab's sessionStorage meanwhile.

const KEY = 'clinic-editor:restored';

export interface RestoredNote {
  /** the editor's address of the entry: the note is for it only */
  hash: string;
  /** the file, relative to the content folder (as the check panel names files) */
  file: string;
  message: string;
  /** the line of the file where a page's text begins */
  textStart: number;
  /** npm start: the last build the page had seen; the next one is the restore's */
  sinceBuild: number;
}

export function keepRestoredNote(note: RestoredNote): void {
  sessionStorage.setItem(KEY, JSON.stringify(note));
}

/** the note left for this address, taken once */
export function takeRestoredNote(hash: string): RestoredNote | undefined {
  const kept = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (kept === null) return undefined;
  try {
    const note = JSON.parse(kept) as RestoredNote;
    return note.hash === hash ? note : undefined;
  } catch {
    return undefined;
  }
}
