import { spawnSync } from 'node:child_process';

// The repository the git server keeps, read with git itself. A hook runs with git's own variables
// (GIT_DIR, GIT_QUARANTINE_PATH…): they would point every other git command, and the build's
// (the sitemap's dates), at the hook's repository, so none of them is passed on.

export interface VersionInfo {
  /** the full commit hash */
  commit: string;
  subject: string;
  /** the commit's date, ISO 8601 */
  committed: string;
}

export function withoutGitVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('GIT_')));
}

export function runGit(args: readonly string[], cwd?: string): { ok: boolean; stdout: string; stderr: string } {
  const result = spawnSync('git', args, { cwd, env: withoutGitVariables(process.env), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, stdout: result.stdout ?? '', stderr: result.stderr ?? String(result.error ?? '') };
}

/** a branch, tag or commit as the administrator may name it (main, main~1, a hash); never an option */
const REVISION = /^[A-Za-z0-9][A-Za-z0-9._/~^-]*$/;

/** the commit a revision names in the repository, or undefined when there is none */
export function versionOf(repository: string, revision: string): VersionInfo | undefined {
  if (!REVISION.test(revision)) return undefined;
  const result = runGit(['--git-dir', repository, 'log', '-1', '--format=%H%n%cI%n%s', `${revision}^{commit}`, '--']);
  if (!result.ok) return undefined;
  const [commit, committed, ...subject] = result.stdout.replace(/\n$/, '').split('\n');
  if (commit === undefined || committed === undefined) return undefined;
  return { commit, committed, subject: subject.join(' ') };
}

/** whether `older` is in the history of `newer` (false when either is unknown) */
export function isAncestor(repository: string, older: string, newer: string): boolean {
  return runGit(['--git-dir', repository, 'merge-base', '--is-ancestor', older, newer]).ok;
}

/** a file of a commit, or undefined when the commit has none */
export function fileAt(repository: string, commit: string, file: string): string | undefined {
  const result = runGit(['--git-dir', repository, 'show', `${commit}:${file}`]);
  return result.ok ? result.stdout : undefined;
}
