import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** `node --import tsx <script>` from the repository root, so tests run the real commands */
export function spawnScript(script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** runs the content CLI to completion */
export function runContentCli(args: readonly string[]): Promise<CliResult> {
  const child = spawnScript('pipeline/cli.ts', args);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
