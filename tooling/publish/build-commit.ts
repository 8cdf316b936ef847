import { spawn } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { runGit, withoutGitVariables } from './git.ts';
import { killTree } from './process-tree.ts';
import { texts } from './texts.ts';

// One commit checked out and built as `npm run build` builds it (the release check included):
// the content into dist-data/, the app with every page prerendered into dist/, inside the
// checkout, which is not live. The checkout is a clone sharing the repository's objects, so the
// build sees the history (the sitemap dates each page by its last commit).

export type BuildOutcome =
  | { kind: 'built'; output: string; problems: string[] }
  /** the content check refused the content: `errors` problems, each a line of `problems` */
  | { kind: 'content-errors'; output: string; problems: string[]; errors: number }
  /** anything else: the build ended with `how`; `problems` is the end of its output */
  | { kind: 'failed'; output: string; problems: string[]; how: string };

export interface BuildRequest {
  repository: string;
  commit: string;
  /** the folder to check the commit out into; it must not exist */
  tree: string;
  /** the installation whose node_modules the build uses */
  app: string;
  env: NodeJS.ProcessEnv;
  /** aborted: the build is stopped */
  signal: AbortSignal;
  /** a build still running after this long is stopped: a hung one would hold the lock for ever */
  timeoutSeconds: number;
}

/** a problem line of the content check: file:line:column severity code message */
export const PROBLEM = /^\S.*?:\d+:\d+ (error|warning) [a-z][a-z0-9-]* /;
// eslint-disable-next-line no-control-regex -- the colour codes a tool may print despite NO_COLOR
const COLOURS = /\u001b\[[0-9;]*[A-Za-z]/g;
/** what of a failed build's output is shown when it printed no content problem */
const TAIL_LINES = 40;

export async function buildCommit(request: BuildRequest): Promise<BuildOutcome> {
  const clone = runGit(['clone', '--quiet', '--shared', '--no-checkout', request.repository, request.tree]);
  const checkout = clone.ok ? runGit(['-C', request.tree, 'checkout', '--quiet', '--detach', request.commit]) : clone;
  if (!checkout.ok) return { kind: 'failed', output: checkout.stderr, problems: lastLines(checkout.stderr), how: 'git checkout' };
  symlinkSync(path.join(request.app, 'node_modules'), path.join(request.tree, 'node_modules'));

  const { code, signal, output, timedOut } = await runBuild(request);
  const problems = output.split('\n').filter((line) => PROBLEM.test(line));
  const errors = problems.filter((line) => PROBLEM.exec(line)![1] === 'error').length;
  if (code === 0 && existsSync(path.join(request.tree, 'dist', 'index.html')) && existsSync(path.join(request.tree, 'dist-data', 'db.json'))) {
    return { kind: 'built', output, problems };
  }
  if (errors > 0 && signal === null) return { kind: 'content-errors', output, problems, errors };
  const how = timedOut ? texts.timedOut(request.timeoutSeconds) : signal !== null ? texts.killedBy(signal) : texts.exitedWith(code ?? 1);
  return { kind: 'failed', output, problems: lastLines(output), how };
}

interface BuildEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  timedOut: boolean;
}

function runBuild(request: BuildRequest): Promise<BuildEnd> {
  const env: NodeJS.ProcessEnv = {
    ...withoutGitVariables(request.env),
    // the same Node and npm as the publisher's
    PATH: [path.dirname(process.execPath), request.env.PATH].filter(Boolean).join(path.delimiter),
    NODE_ENV: 'production',
    // the content check's messages in Russian, whatever the git server's locale
    LC_ALL: 'C.UTF-8',
    NO_COLOR: '1',
    // inside the checkout, where the release is taken from
    CONTENT_DIR: 'content',
    DATA_DIR: 'dist-data',
    DIST_DIR: 'dist',
  };
  const child = spawn('npm', ['run', '--silent', 'build'], { cwd: request.tree, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let timedOut = false;
  const stop = () => {
    if (child.pid !== undefined) killTree(child.pid);
  };
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, request.timeoutSeconds * 1000);
  request.signal.addEventListener('abort', stop, { once: true });
  if (request.signal.aborted) stop();
  const settle = (resolve: (end: BuildEnd) => void, end: Omit<BuildEnd, 'timedOut'>) => {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', stop);
    resolve({ ...end, timedOut });
  };
  return new Promise((resolve) => {
    child.once('error', (error) => settle(resolve, { code: 1, signal: null, output: `${output}${error.message}\n` }));
    child.once('close', (code, signal) => settle(resolve, { code, signal, output: output.replace(COLOURS, '') }));
  });
}

function lastLines(output: string): string[] {
  return output
    .replace(COLOURS, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-TAIL_LINES);
}
