import type { ChildProcess } from 'node:child_process';

// The JSON lines a spawned `npm run receiver` writes, collected as they come, and a wait for the
// one a test needs — the readiness line's msg is `receiver: listening on http://HOST:PORT`.

export interface ProcessLog {
  /** stdout as written, split into lines */
  lines(): string[];
  /** stderr as written */
  stderr(): string;
  /** each stdout line parsed (throws on one that is not JSON) */
  entries(): Record<string, unknown>[];
  /** resolves with the first entry that matches; rejects when the process ends first or after timeoutMs */
  waitFor(matches: (entry: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

export const READINESS = /^receiver: listening on http:\/\/\S+$/;

export function collectLog(child: ChildProcess): ProcessLog {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = () => stdout.split('\n').filter((line) => line !== '');
  const entries = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    lines,
    stderr: () => stderr,
    entries,
    async waitFor(matches, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = lines()
          .map((line) => {
            try {
              return JSON.parse(line) as Record<string, unknown>;
            } catch {
              return undefined;
            }
          })
          .find((entry) => entry !== undefined && matches(entry));
        if (found) return found;
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the process ended (${child.exitCode ?? child.signalCode}) first:\n${stdout}${stderr}`);
        if (Date.now() > deadline) throw new Error(`no such log line within ${timeoutMs} ms:\n${stdout}${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
