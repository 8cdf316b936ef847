// What one health check found (GET /healthz, the watch loop's alerts). `facts` and `problem` are
// public — nginx serves /healthz to anyone — so they hold numbers, dates, states and fixed texts,
// never a path, a person's data or an error's own words; `detail` is for the log and the alert
// mail only.

export type Fact = string | number | boolean | null | { [key: string]: Fact };

export type CheckResult =
  | { configured: false }
  | {
      configured: true;
      ok: boolean;
      facts: Record<string, Fact>;
      /** a fixed, public text naming what is wrong */
      problem?: string;
      /** what the administrator reads in the log and the mail: the error, the file, the figure */
      detail?: string;
    };

export const NOT_CONFIGURED: CheckResult = { configured: false };

export function passing(facts: Record<string, Fact> = {}): CheckResult {
  return { configured: true, ok: true, facts };
}

export function failing(problem: string, detail: string = problem, facts: Record<string, Fact> = {}): CheckResult {
  return { configured: true, ok: false, facts, problem, detail };
}

/** the error's message for `detail`, never for the public answer */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** resolves as `work` does, or to a failing result after `ms`: a check never holds a request longer */
export async function withinTime(work: () => Promise<CheckResult>, ms: number, what: string): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve(failing('no answer in time', `${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work().catch((error: unknown) => failing('the check failed', `${what}: ${messageOf(error)}`)), late]);
  } finally {
    clearTimeout(timer);
  }
}
