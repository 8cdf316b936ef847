import { spawn } from 'node:child_process';

// git, run without a shell, its output collected. The service's environment is passed on without
// git's own variables (a GIT_DIR set around the service would point every command elsewhere), plus
// what the repository's settings add (the SSH command of a push to the git user, the author).

export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

export function cleanEnvironment(env: NodeJS.ProcessEnv, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const kept = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('GIT_')));
  // never a question on a terminal nobody watches; no system or user configuration of the service's user
  return { ...kept, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LC_ALL: 'C.UTF-8', ...extra };
}

export function runGit(args: readonly string[], options: { env: NodeJS.ProcessEnv; input?: string | Buffer; timeoutMs?: number }): Promise<GitResult> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { env: options.env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 1, stdout: Buffer.alloc(0), stderr: error.message });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr });
    });
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/** git's stdout as text, or throws with its stderr */
export async function gitText(args: readonly string[], options: { env: NodeJS.ProcessEnv; input?: string | Buffer }): Promise<string> {
  const result = await runGit(args, options);
  if (result.code !== 0) throw new Error(`git ${args[0] === '--git-dir' ? args[2] : args[0]}: ${result.stderr.trim()}`);
  return result.stdout.toString('utf8');
}
