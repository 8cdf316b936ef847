import { spawn } from 'node:child_process';
import type { CheckReport, DraftCheckAnswer } from '../../../common/contracts/draft-check.ts';
import type { Author, SiteRepository } from './site-repository.ts';

// The content check of each draft (docs/web-editor.md, «The check of a draft»): after every save,
// the site's branch with the draft merged onto it is built by the publisher's check (`publish check
// <commit>`, a process of its own: the service carries no compiler) with nothing published, and
// its report is kept for the draft. «Опубликовать» asks for the verdict of the draft as it is and of
// the site's branch as it is now: a report of an older save, or of an older site branch (another
// draft was published meanwhile), is not taken — the check runs again and is waited for. Checks run
// one at a time: each is a whole build.

export interface CheckCommand {
  /** the program and its first arguments; the commit is added: node dist-node/publish.mjs check */
  argv: readonly string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

export interface Check {
  main: string;
  draft: string;
  report: Promise<CheckReport>;
  done?: CheckReport;
}

const SUPERSEDED: CheckReport = { ok: false, commit: undefined, summary: 'Проверка отменена: черновик сохранён снова.', problems: [] };

const CHECKER = { name: 'Проверка редактора', email: 'editor@clinic-staff.invalid' } satisfies Author;

export class DraftChecks {
  private readonly checks = new Map<string, Check>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly repository: SiteRepository,
    private readonly command: CheckCommand,
  ) {}

  /** starts the check of the draft as it is now; call it inside the repository's serial section */
  async start(draft: string): Promise<Check | undefined> {
    const merged = await this.repository.mergedWithMain(draft, `Проверка черновика ${draft}`, CHECKER);
    if (merged === undefined) {
      const report: CheckReport = {
        ok: false,
        commit: undefined,
        summary: 'Черновик расходится с тем, что уже опубликовано в тех же строках: откройте запись заново и сохраните её ещё раз.',
        problems: [],
      };
      const check = {
        main: (await this.repository.head(this.repository.mainRef))!,
        draft: (await this.repository.head(`refs/heads/${draft}`)) ?? '',
        report: Promise.resolve(report),
        done: report,
      };
      this.checks.set(draft, check);
      return check;
    }
    const check: Check = { main: merged.main, draft: merged.draft, report: Promise.resolve(SUPERSEDED) };
    // a check still waiting when a newer save of the same draft came is not built: nobody reads it
    const run = this.queue.then(() => (this.checks.get(draft) === check ? this.run(merged.commit) : SUPERSEDED));
    this.queue = run.catch(() => undefined);
    check.report = run;
    void run.then((report) => (check.done = report));
    this.checks.set(draft, check);
    return check;
  }

  /** what the editor's page shows: the last check of the draft */
  answer(draft: string): DraftCheckAnswer {
    const check = this.checks.get(draft);
    if (check === undefined) return { state: 'none' };
    if (check.done === undefined) return { state: 'checking' };
    return { state: 'done', ok: check.done.ok, summary: check.done.summary, problems: check.done.problems };
  }

  /** the check of the draft and the site's branch as they are now, started again if need be; inside the serial section */
  async current(draft: string): Promise<Check> {
    const check = this.checks.get(draft);
    if (check !== undefined && (await this.isCurrent(draft, check))) return check;
    return (await this.start(draft))!;
  }

  /** whether the check was of the draft and the site's branch as they are now */
  async isCurrent(draft: string, check: Check): Promise<boolean> {
    return check.main === (await this.repository.head(this.repository.mainRef)) && check.draft === (await this.repository.head(`refs/heads/${draft}`));
  }

  forget(draft: string): void {
    this.checks.delete(draft);
  }

  private run(commit: string): Promise<CheckReport> {
    const [program, ...args] = this.command.argv;
    return new Promise((resolve) => {
      const child = spawn(program!, [...args, commit], {
        cwd: this.command.cwd,
        env: { ...process.env, ...this.command.env, PUBLISH_REPOSITORY: this.repository.dir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const failed = (why: string): CheckReport => ({
        ok: false,
        commit,
        summary: `Проверка не закончилась (${why}). Это не ошибка в тексте — сообщите администратору сайта.`,
        problems: [],
        output: stderr.split('\n').slice(-20),
      });
      child.once('error', (error) => resolve(failed(error.message)));
      child.once('close', (code) => {
        const last = stdout.trim().split('\n').pop() ?? '';
        try {
          resolve(JSON.parse(last) as CheckReport);
        } catch {
          resolve(failed(`код выхода ${code ?? 'нет'}`));
        }
      });
    });
  }
}
