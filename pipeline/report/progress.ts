// The pages compiled so far, on one line of a terminal that is rewritten in place.

/** a progress callback for builds that take over a second, or undefined off a terminal */
export function progressReporter(started: number): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (done: number, total: number) => {
    if (performance.now() - started > 1000) process.stderr.write(`\rcompiling pages ${done}/${total}`);
  };
}

/** clears the progress line before the diagnostics are printed */
export function clearProgress(): void {
  if (process.stderr.isTTY) process.stderr.write('\r\u001b[K');
}
