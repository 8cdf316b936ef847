// A failed file operation — a full disk, no permission, a file where the output folder should be —
// is the machine's problem, not the pipeline's: the CLI and the watch name the file and the reason
// instead of printing «internal error» with a stack.

/** the file a failed operation was writing (Node's system errors carry a code and the paths), and why */
export function fileSystemError(error: unknown): { file: string; reason: string } | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, path: from, dest } = error as NodeJS.ErrnoException & { dest?: string };
  const file = dest ?? from;
  if (typeof code !== 'string' || typeof file !== 'string') return undefined;
  return { file, reason: error.message };
}
