import { createServiceLogger, type ServiceLogger } from '../../../../server/forms/logging/service-logger.ts';

// The service's logger writing into an array instead of stdout: each entry the line as written
// (to check it is one JSON line) and parsed.

export interface CapturedLog {
  logger: ServiceLogger;
  /** every line as written */
  raw: string[];
  /** every line parsed */
  entries(): Record<string, unknown>[];
  /** each line's msg, and its error's message after it when it has one */
  messages(): string[];
}

export function capturedLogger(): CapturedLog {
  const raw: string[] = [];
  const entries = () => raw.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    logger: createServiceLogger({ write: (line: string) => void raw.push(line) }),
    raw,
    entries,
    messages: () =>
      entries().map((entry) => {
        const error = entry.err as { message?: string } | undefined;
        return error?.message === undefined ? String(entry.msg) : `${String(entry.msg)}: ${error.message}`;
      }),
  };
}
