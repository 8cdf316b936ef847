// Bounds on how much work a piece of code does, not on how long the clock ran while it did it: on
// a loaded machine (CI beside other jobs, the soak's two runs and a busy loop on two cores) a
// process waits for a core, and a wall-clock bound fails although the code did no more work.

/**
 * The CPU time this process spent running `run`, in ms: its own thread and V8's helper threads
 * (vitest runs each test file in a process of its own), not the time it waited for a core.
 */
export function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/**
 * How many times `run` looks a value up in any Set — a count of steps, the same on any machine.
 * Stops `run` with an error past `limit`, so a quadratic regression fails at once instead of
 * running for minutes.
 */
export function countSetLookups<T>(limit: number, run: () => T): { result: T; lookups: number } {
  const has = Set.prototype.has;
  let lookups = 0;
  Set.prototype.has = function countedHas(this: Set<unknown>, value: unknown): boolean {
    if (++lookups > limit) throw new Error(`over ${limit} Set lookups`);
    return has.call(this, value);
  };
  try {
    return { result: run(), lookups };
  } finally {
    Set.prototype.has = has;
  }
}
