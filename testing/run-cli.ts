import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { bundleOf } from '../tooling/bundles/bundle-of.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * A command from the repository root as it really runs: its bundle (dist-node/, built fresh by
 * the tests' setup) when it has one, as the clinic's server and `npm run` run it; else the
 * TypeScript through tsx, as `npm start` runs it
 */
export function spawnScript(script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const bundle = bundleOf(ROOT, script);
  const command = bundle === undefined ? ['--import', 'tsx', path.join(ROOT, script)] : ['--enable-source-maps', bundle];
  return spawn(process.execPath, [...command, ...args], {
    cwd: ROOT,
    // a neutral locale, so messages are in the default language (Russian) on every machine
    env: { ...process.env, NO_COLOR: '1', LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface CliResult {
  code: number | null;
  /** the signal that ended the process (a test's SIGKILL), or null when it exited by itself */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunningCli {
  child: ChildProcess;
  /** settles once the process has ended and its output is read, however early that happens */
  closed: Promise<CliResult>;
}

/**
 * Starts the content CLI and at once listens for its end and reads its output: a listener added
 * later would miss a process that was quicker than expected, and unread pipes could stall it.
 */
export function startContentCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): RunningCli {
  return startScript('pipeline/cli.ts', args, env);
}

/** runs one of the project's command-line scripts to completion */
export function runScript(script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return startScript(script, args, env).closed;
}

function startScript(script: string, args: readonly string[], env: NodeJS.ProcessEnv): RunningCli {
  const child = spawnScript(script, args, env);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const closed = new Promise<CliResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, closed };
}

/** runs the content CLI to completion */
export function runContentCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return startContentCli(args, env).closed;
}
