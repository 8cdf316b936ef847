// The content check's answer for a draft of the web editor (docs/web-editor.md, «The check of a
// draft»): `publish check <commit>` prints it (tooling/publish/check-commit.ts) for the site's branch
// with the draft merged onto it, the forms service keeps it per draft (server/forms/editor/), and the
// editor's page shows it (app/admin/save-check.ts).
import type { LiveProblem } from './live-update.ts';

/** a problem as the live preview has it: the file, its path in the content folder, the diagnostic's parameters */
export type CheckedProblem = LiveProblem;

export interface CheckReport {
  /** true: this commit would publish */
  ok: boolean;
  commit: string | undefined;
  /** one line in Russian: what the check found */
  summary: string;
  /** the content's problems, errors first */
  problems: CheckedProblem[];
  /** a build that failed for another reason: the end of its output */
  output?: string[];
}

/** the editor API's answer to `{action: 'draftCheck', params: {collection, slug}}` */
export type DraftCheckAnswer = { state: 'none' } | { state: 'checking' } | ({ state: 'done' } & Pick<CheckReport, 'ok' | 'summary' | 'problems'>);

/** the action the editor's page asks the check's answer with; not one of Decap's own */
export const DRAFT_CHECK_ACTION = 'draftCheck';
