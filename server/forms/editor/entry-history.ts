import { COMMIT_PATTERN, HISTORY_LIMIT, type VersionRow } from '../../../common/contracts/entry-history.ts';
import { changeWords, formatVersionTime } from '../../../common/editor/version-words.ts';
import type { GitResult } from './git-command.ts';

// The published versions of one file (docs/web-editor.md, «An entry's history»), read with git on
// the forms service's working copy and on npm start's checkout alike. A version is a commit of the
// site's branch's first-parent line that changed the file: on the clinic's server each publication
// is a merge onto that line, so the drafts' saves in between are not listed — only what the site
// showed. Every argument is checked before git sees it: the file by the caller (a path under the
// content folder, no segment starting with «-»), a commit here (COMMIT_PATTERN) and against the
// branch's history (`merge-base --is-ancestor`).

/** git with the repository already named (`--git-dir …` or `-C …`) */
export type GitReader = (args: readonly string[]) => Promise<GitResult>;

const FIELD = '\x1f';
const RECORD = '\x1e';

interface LoggedCommit {
  commit: string;
  parents: string[];
  at: Date;
  author: string;
  subject: string;
  status: string;
}

/** the file's versions on `ref`, newest first, at most HISTORY_LIMIT */
export async function readEntryHistory(git: GitReader, ref: string, file: string, timeZone: string): Promise<VersionRow[]> {
  const result = await git([
    'log',
    '--first-parent',
    '--diff-merges=first-parent',
    '--no-renames',
    `--max-count=${HISTORY_LIMIT}`,
    `--format=${RECORD}%H${FIELD}%P${FIELD}%aI${FIELD}%an${FIELD}%s`,
    '--name-status',
    ref,
    '--',
    file,
  ]);
  if (result.code !== 0) return [];
  const commits = parseLog(result.stdout.toString('utf8')).filter((each) => each.status !== 'D');
  // a publication's words are its draft's last save's: a restore says so in its message
  const merged = await subjects(
    git,
    commits.flatMap((each) => each.parents.slice(1)),
  );
  return commits.map((each) => ({
    commit: each.commit,
    when: formatVersionTime(each.at, timeZone),
    who: each.author,
    change: changeWords([each.subject, ...each.parents.slice(1).map((parent) => merged.get(parent) ?? '')], each.status === 'A'),
  }));
}

export type VersionText = { found: true; text: Buffer; at: Date } | { found: false; reason: 'not-in-history' | 'no-file' };

/** the file as `commit` had it, if the commit is in `ref`'s history */
export async function readEntryVersion(git: GitReader, ref: string, file: string, commit: string): Promise<VersionText> {
  if (!COMMIT_PATTERN.test(commit)) return { found: false, reason: 'not-in-history' };
  const ancestor = await git(['merge-base', '--is-ancestor', commit, ref]);
  if (ancestor.code !== 0) return { found: false, reason: 'not-in-history' };
  const blob = await git(['cat-file', 'blob', `${commit}:${file}`]);
  if (blob.code !== 0) return { found: false, reason: 'no-file' };
  const date = await git(['show', '-s', '--format=%aI', commit]);
  return { found: true, text: blob.stdout, at: new Date(date.stdout.toString('utf8').trim()) };
}

function parseLog(out: string): LoggedCommit[] {
  return out
    .split(RECORD)
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [header = '', ...rest] = record.split('\n');
      const [commit = '', parents = '', at = '', author = '', subject = ''] = header.split(FIELD);
      const status =
        rest
          .find((line) => line.trim() !== '')
          ?.split('\t')[0]
          ?.trim() ?? 'M';
      return { commit, parents: parents.split(' ').filter((parent) => parent !== ''), at: new Date(at), author, subject, status: status.charAt(0) };
    });
}

async function subjects(git: GitReader, commits: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const named = commits.filter((commit) => COMMIT_PATTERN.test(commit));
  if (named.length === 0) return found;
  const result = await git(['show', '-s', `--format=%H${FIELD}%s`, ...named]);
  for (const line of result.stdout.toString('utf8').split('\n')) {
    const [commit, subject] = line.split(FIELD);
    if (commit !== undefined && subject !== undefined) found.set(commit, subject);
  }
  return found;
}
