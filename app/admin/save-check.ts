import type { ContentUpdate, LiveProblem } from '../../common/contracts/live-update.ts';
import type { DraftCheckAnswer } from '../../common/contracts/draft-check.ts';
import { editorRouteOf, sameRoute, type EditorRoute } from './editor-route.ts';

// What the content check said of a save made in the web editor (docs/web-editor.md, «The check's
// answer to a save»). `npm start`'s content watch rebuilds on every saved file and tells every open
// tab — this page too — what the build found (tooling/vite/live-preview.ts). The first build that
// finishes after a save began is the save's. The answer belongs to the entry saved: it is shown
// while that entry is, and forgotten when the editor moves to another (a blank new form has no
// answer), so no status speaks of an entry it was not about. On the deployed site a save is a draft,
// and its check's answer comes from the editor API instead (draft-check.ts).

/** what became of the save on the site */
type SaveOutcome =
  /** the site shows the save; `othersFailing`: some other file's change is held back */
  | 'published'
  /** the saved entry has an error: the site shows its previous version, every other change goes live */
  | 'held'
  /** an error the build could not keep to its file: the whole site shows its previous version */
  | 'blocked';

export type SaveCheck =
  | { state: 'idle' }
  | { state: 'checking'; route: EditorRoute | undefined; file: string | undefined }
  | {
      state: 'done';
      route: EditorRoute | undefined;
      file: string | undefined;
      outcome: SaveOutcome;
      /** the saved entry's problems */
      own: LiveProblem[];
      /** the other files' */
      elsewhere: LiveProblem[];
      /** the line of the saved file where a page's text begins */
      textStart: number;
      /** the deployed editor's answer: the check of the draft, which is not on the site until «Опубликовать» */
      draft?: { ok: boolean; summary: string };
    };

/** what the panel says of a draft's check (the deployed editor) */
export const DRAFT_TEXTS = {
  clean: 'Черновик сохранён. Проверка прошла: ошибок нет, его можно публиковать («Опубликовать»).',
  errors: 'Черновик сохранён, но проверка нашла ошибки: опубликовать его нельзя, пока их не исправят. На сайте прежняя версия.',
} as const;

export class SaveChecks {
  private current: SaveCheck = { state: 'idle' };
  private savingSince: number | undefined;
  private lastBuild = 0;
  private textStart = 1;
  /** a new entry's address moves once, to the saved entry's, after its save */
  private moveExpected = false;
  private readonly listeners = new Set<() => void>();

  constructor(watchAddress = true) {
    if (watchAddress) window.addEventListener('hashchange', () => this.moved(editorRouteOf(location.hash)));
  }

  get check(): SaveCheck {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** the last build this page was told of (a restore keeps it across the page's reload: restored-note.ts) */
  get lastBuildSeen(): number {
    return this.lastBuild;
  }

  /** a save begins (Decap's preSave) at the address shown: the next build after `since` is its check */
  saving(route = editorRouteOf(location.hash), since = this.lastBuild): void {
    this.savingSince = since;
    this.moveExpected = route?.slug === undefined;
    this.set({ state: 'checking', route, file: undefined });
  }

  /**
   * the save is written (postSave): `file` relative to the content folder; `textStart` the line
   * of the written file where a page's text begins
   */
  saved(file: string, textStart = 1): void {
    this.textStart = textStart;
    const current = this.current;
    if (current.state === 'checking') this.set({ ...current, file });
    else if (current.state === 'done')
      this.set(outcomeOf(current.route, file, textStart, [...current.own, ...current.elsewhere], current.outcome !== 'blocked', []));
  }

  /** a build's update from the content watch */
  built(update: ContentUpdate): void {
    if (update.build > 0) this.lastBuild = Math.max(this.lastBuild, update.build);
    const current = this.current;
    if (this.savingSince === undefined || update.build <= this.savingSince || current.state !== 'checking') return;
    this.savingSince = undefined;
    const served = update.served || update.problems.every((problem) => problem.severity !== 'error');
    this.set(outcomeOf(current.route, current.file, this.textStart, update.problems, served, update.held));
  }

  /** the check of the draft just saved, from the editor API (draft-check.ts) */
  draftChecked(answer: Extract<DraftCheckAnswer, { state: 'done' }>): void {
    const current = this.current;
    if (current.state !== 'checking') return;
    const held = answer.ok || current.file === undefined ? [] : [current.file];
    this.set({
      ...outcomeOf(current.route, current.file, this.textStart, answer.problems, true, held),
      draft: { ok: answer.ok, summary: answer.summary },
    } as SaveCheck);
  }

  /** the editor moved: an answer about another entry is no longer shown */
  moved(to: EditorRoute | undefined): void {
    const current = this.current;
    if (current.state === 'idle') return;
    const from = current.route;
    if (to !== undefined && from !== undefined && sameRoute(from, to)) return;
    if (this.moveExpected && to?.slug !== undefined && to.collection === from?.collection) {
      this.moveExpected = false;
      this.set({ ...current, route: to });
      return;
    }
    this.savingSince = undefined;
    this.set({ state: 'idle' });
  }

  private set(check: SaveCheck): void {
    this.current = check;
    for (const listener of this.listeners) listener();
  }
}

function outcomeOf(
  route: EditorRoute | undefined,
  file: string | undefined,
  textStart: number,
  problems: readonly LiveProblem[],
  served: boolean,
  held: readonly string[],
): SaveCheck {
  const inSaved = (problem: LiveProblem) => file !== undefined && problem.path === file;
  const own = problems.filter(inSaved);
  const ownHeld = file !== undefined && held.some((each) => each === file || each.endsWith(`/${file}`));
  const outcome: SaveOutcome = !served ? 'blocked' : ownHeld || own.some((problem) => problem.severity === 'error') ? 'held' : 'published';
  return { state: 'done', route, file, outcome, own, elsewhere: problems.filter((problem) => !inSaved(problem)), textStart };
}
