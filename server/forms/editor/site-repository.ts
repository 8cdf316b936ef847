import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { cleanEnvironment, gitText, runGit } from './git-command.ts';
import { DRAFT_PREFIX } from './editor-paths.ts';

// The web editor's working copy of the site's repository (docs/web-editor.md, «The deployed
// editor»): a bare clone the forms service owns, worked with git's plumbing only — no checkout, so
// no file of it is ever half-written and two drafts never share a working tree. The site's branch
// is fetched from the site's repository before it is read or written; a draft is a branch
// cms/<collection>/<slug> of its own, committed on with a temporary index and pushed to the site's
// repository as a backup (a push to any branch but the site's publishes nothing); publishing merges
// a draft onto the site's branch and pushes that, and the repository's post-receive hook publishes
// it as any push. Every operation runs one at a time (`serial`).

export interface SiteRepositorySettings {
  /** the working copy, made by the first start */
  dir: string;
  /** the site's repository: a path, or git@127.0.0.1:/srv/git/clinic.git over SSH as the git user */
  origin: string;
  /** the site's branch */
  branch: string;
  /** added to git's environment: GIT_SSH_COMMAND for an origin over SSH */
  env?: NodeJS.ProcessEnv;
}

export interface Author {
  name: string;
  email: string;
}

export interface FileWrite {
  path: string;
  content: Buffer;
}

export interface TreeFile {
  path: string;
  /** the blob's hash: what Decap keeps as the file's id */
  id: string;
}

export interface DraftChange extends TreeFile {
  newFile: boolean;
  deleted: boolean;
}

const EMPTY = '0000000000000000000000000000000000000000';
/** a fetch at most this often while reading: Decap asks for each collection at once */
const FETCH_INTERVAL_MS = 2000;

export class SiteRepository {
  private queue: Promise<unknown> = Promise.resolve();
  private fetchedAt = 0;
  private readonly env: NodeJS.ProcessEnv;

  private constructor(readonly settings: SiteRepositorySettings) {
    this.env = cleanEnvironment(process.env, {
      GIT_COMMITTER_NAME: 'Редактор сайта',
      GIT_COMMITTER_EMAIL: 'editor@clinic-staff.invalid',
      ...settings.env,
    });
  }

  /** the working copy, cloned from the site's repository the first time */
  static async open(settings: SiteRepositorySettings): Promise<SiteRepository> {
    const repository = new SiteRepository(settings);
    if (!existsSync(path.join(settings.dir, 'HEAD'))) {
      await rm(settings.dir, { recursive: true, force: true });
      await mkdir(path.dirname(settings.dir), { recursive: true });
      await gitText(['clone', '--quiet', '--bare', settings.origin, settings.dir], { env: repository.env });
    }
    await repository.git(['config', 'gc.auto', '0']);
    await repository.fetch();
    return repository;
  }

  get dir(): string {
    return this.settings.dir;
  }

  /** git's environment for this working copy (entry-history.ts reads with it) */
  get gitEnvironment(): NodeJS.ProcessEnv {
    return this.env;
  }

  get mainRef(): string {
    return `refs/heads/${this.settings.branch}`;
  }

  /** one operation at a time, in the order asked */
  serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  git(args: readonly string[], input?: string | Buffer, env: NodeJS.ProcessEnv = {}): Promise<string> {
    return gitText(['--git-dir', this.settings.dir, ...args], { env: { ...this.env, ...env }, input });
  }

  /** the site's branch as the site's repository has it now */
  async fetch(): Promise<void> {
    await this.git(['fetch', '--quiet', '--no-tags', this.settings.origin, `+${this.mainRef}:${this.mainRef}`]);
    this.fetchedAt = Date.now();
  }

  /** a fetch unless one was made a moment ago */
  async fresh(): Promise<void> {
    if (Date.now() - this.fetchedAt > FETCH_INTERVAL_MS) await this.fetch();
  }

  async head(ref: string): Promise<string | undefined> {
    const result = await runGit(['--git-dir', this.settings.dir, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { env: this.env });
    return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
  }

  /** the files under `folder` at `ref` */
  async list(ref: string, folder: string): Promise<TreeFile[]> {
    const out = await this.git(['ls-tree', '-r', '-z', '--full-tree', ref, '--', folder]);
    return out
      .split('\0')
      .filter((line) => line !== '')
      .map((line) => {
        const [meta, file] = line.split('\t') as [string, string];
        const [, type, id] = meta.split(' ') as [string, string, string];
        return { type, id, path: file };
      })
      .filter((entry) => entry.type === 'blob')
      .map(({ id, path: file }) => ({ id, path: file }));
  }

  /** each file's bytes at `ref`, undefined for one the commit does not have */
  async read(ref: string, files: readonly string[]): Promise<Map<string, { id: string; content: Buffer } | undefined>> {
    const found = new Map<string, { id: string; content: Buffer } | undefined>();
    if (files.length === 0) return found;
    const input = files.map((file) => `${ref}:${file}\n`).join('');
    const out = (await runGit(['--git-dir', this.settings.dir, 'cat-file', '--batch'], { env: this.env, input })).stdout;
    let offset = 0;
    for (const file of files) {
      const end = out.indexOf(0x0a, offset);
      const header = out.subarray(offset, end).toString('utf8');
      offset = end + 1;
      const match = /^([0-9a-f]{40}) (\w+) (\d+)$/.exec(header);
      if (match === null) {
        found.set(file, undefined);
        continue;
      }
      const size = Number(match[3]);
      found.set(file, match[2] === 'blob' ? { id: match[1]!, content: out.subarray(offset, offset + size) } : undefined);
      offset += size + 1;
    }
    return found;
  }

  async drafts(): Promise<string[]> {
    const out = await this.git(['for-each-ref', '--format=%(refname:lstrip=2)', `refs/heads/${DRAFT_PREFIX}`]);
    return out.split('\n').filter((line) => line !== '');
  }

  /** what a draft changes against the site's branch as it is now (from where they parted) */
  async changes(draft: string): Promise<DraftChange[]> {
    const out = await this.git(['diff', '--no-renames', '--no-abbrev', '--raw', '-z', `${this.mainRef}...refs/heads/${draft}`]);
    const parts = out.split('\0').filter((part) => part !== '');
    const changes: DraftChange[] = [];
    for (let index = 0; index + 1 < parts.length; index += 2) {
      const [, , , newId, status] = parts[index]!.slice(1).split(' ') as [string, string, string, string, string];
      changes.push({ path: parts[index + 1]!, id: newId, newFile: status === 'A', deleted: status === 'D' });
    }
    return changes;
  }

  /** a commit of `writes` (and `deletes`) on top of `parent`, moving `branch` to it; answers the commit */
  async commit(options: {
    branch: string;
    parent: string;
    writes: readonly FileWrite[];
    deletes?: readonly string[];
    message: string;
    author: Author;
  }): Promise<string> {
    const index = path.join(this.settings.dir, `editor-index-${process.pid}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      await this.git(['read-tree', options.parent], undefined, env);
      const lines: string[] = [];
      for (const write of options.writes) {
        const blob = (await this.git(['hash-object', '-w', '--stdin'], write.content)).trim();
        lines.push(`100644 ${blob}\t${write.path}`);
      }
      for (const file of options.deletes ?? []) lines.push(`0 ${EMPTY}\t${file}`);
      await this.git(['update-index', '-z', '--index-info'], lines.map((line) => `${line}\0`).join(''), env);
      const tree = (await this.git(['write-tree'], undefined, env)).trim();
      const commit = await this.commitTree(tree, [options.parent], options.message, options.author);
      const old = (await this.head(`refs/heads/${options.branch}`)) ?? EMPTY;
      await this.git(['update-ref', `refs/heads/${options.branch}`, commit, old]);
      return commit;
    } finally {
      await rm(index, { force: true });
    }
  }

  async commitTree(tree: string, parents: readonly string[], message: string, author: Author): Promise<string> {
    const args = ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent])];
    return (await this.git(args, message, { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email })).trim();
  }

  /** the site's branch with the draft merged onto it, as a commit no branch holds yet; undefined when they conflict */
  async mergedWithMain(draft: string, message: string, author: Author): Promise<{ commit: string; main: string; draft: string } | undefined> {
    const main = (await this.head(this.mainRef))!;
    const head = await this.head(`refs/heads/${draft}`);
    if (head === undefined) return undefined;
    const merged = await runGit(['--git-dir', this.settings.dir, 'merge-tree', '--write-tree', '--no-messages', main, head], { env: this.env });
    if (merged.code !== 0) return undefined;
    const tree = merged.stdout.toString('utf8').split('\n')[0]!.trim();
    return { commit: await this.commitTree(tree, [main, head], message, author), main, draft: head };
  }

  /** pushes a commit to a branch of the site's repository; the hook's output comes back */
  async push(commit: string, branch: string, force = false): Promise<{ ok: boolean; output: string }> {
    const refspec = `${force ? '+' : ''}${commit}:refs/heads/${branch}`;
    const result = await runGit(['--git-dir', this.settings.dir, 'push', '--porcelain', this.settings.origin, refspec], {
      env: this.env,
      timeoutMs: 3_600_000,
    });
    return { ok: result.code === 0, output: `${result.stdout.toString('utf8')}${result.stderr}` };
  }

  async deleteBranch(branch: string): Promise<void> {
    await this.git(['update-ref', '-d', `refs/heads/${branch}`]);
    await runGit(['--git-dir', this.settings.dir, 'push', '--quiet', this.settings.origin, `:refs/heads/${branch}`], { env: this.env });
  }

  async getStatus(draft: string): Promise<string | undefined> {
    const result = await runGit(['--git-dir', this.settings.dir, 'config', '--get', `branch.${draft}.cms-status`], { env: this.env });
    return result.code === 0 ? result.stdout.toString('utf8').trim() : undefined;
  }

  async setStatus(draft: string, status: string): Promise<void> {
    await this.git(['config', `branch.${draft}.cms-status`, status]);
  }

  async unsetStatus(draft: string): Promise<void> {
    await runGit(['--git-dir', this.settings.dir, 'config', '--unset', `branch.${draft}.cms-status`], { env: this.env });
  }

  /** the date of a branch's last commit */
  async updatedAt(ref: string): Promise<string> {
    return (await this.git(['log', '-1', '--format=%cI', ref])).trim();
  }
}
