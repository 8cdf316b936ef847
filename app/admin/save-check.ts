import type { ContentUpdate, LiveProblem } from '../../common/contracts/live-update.ts';
import type { DraftCheckAnswer } from '../../common/contracts/draft-check.ts';

// What the content check said of a save made in the web editor (docs/web-editor.md). `npm start`'s
// content watch rebuilds on every saved file and tells every open tab — this page too — what the
// build found (tooling/vite/live-preview.ts). The first build that finishes after a save began is
// the save's: its problems in the saved file come first, then those elsewhere. On the deployed site
// a save is a draft, and its check's answer comes from the editor API (draft-check.ts), with its
// own words: the draft is not on the site until «Опубликовать».

export type SaveCheck =
  | { state: 'idle' }
  | { state: 'checking'; file: string | undefined }
  | {
      state: 'done';
      file: string | undefined;
      served: boolean;
      inFile: LiveProblem[];
      elsewhere: LiveProblem[];
      /** what the panel says instead of its own words (a draft's check); undefined under npm start */
      summary?: string;
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
  private readonly listeners = new Set<() => void>();

  get check(): SaveCheck {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** a save begins (Decap's preSave): the next build is its check */
  saving(): void {
    this.savingSince = this.lastBuild;
    this.set({ state: 'checking', file: undefined });
  }

  /** the save is written (postSave): `file` as the editor's backend names it, relative to the folder it serves */
  saved(file: string): void {
    if (this.current.state === 'checking') this.set({ state: 'checking', file });
    else if (this.current.state === 'done') this.set(split(this.current.served, [...this.current.inFile, ...this.current.elsewhere], file));
  }

  /** a build's update from the content watch */
  built(update: ContentUpdate): void {
    if (update.build > 0) this.lastBuild = Math.max(this.lastBuild, update.build);
    if (this.savingSince === undefined || update.build <= this.savingSince || this.current.state !== 'checking') return;
    this.savingSince = undefined;
    this.set(split(update.served || update.problems.every((problem) => problem.severity !== 'error'), update.problems, this.current.file));
  }

  /** the answer of a draft's check (draft-check.ts), for the save under way */
  draftChecked(answer: Extract<DraftCheckAnswer, { state: 'done' }>): void {
    if (this.current.state !== 'checking') return;
    const done = split(answer.ok, answer.problems, this.current.file);
    this.set({ ...done, summary: answer.ok ? DRAFT_TEXTS.clean : `${DRAFT_TEXTS.errors}${answer.problems.length === 0 ? ` ${answer.summary}` : ''}` } as SaveCheck);
  }

  private set(check: SaveCheck): void {
    this.current = check;
    for (const listener of this.listeners) listener();
  }
}

function split(served: boolean, problems: readonly LiveProblem[], file: string | undefined): SaveCheck {
  const inSaved = (problem: LiveProblem) => file !== undefined && (problem.file === file || problem.file.endsWith(`/${file}`));
  return { state: 'done', file, served, inFile: problems.filter(inSaved), elsewhere: problems.filter((problem) => !inSaved(problem)) };
}
