import pino, { type DestinationStream, type Logger } from 'pino';

// The forms service's one logger: every line it writes is one JSON object on stdout with `time`
// (ISO 8601), `level` (info, warn, error, fatal) and `msg`, which journald keeps as one entry
// and `jq` reads. pino, because Fastify takes the same instance (loggerInstance) for its own
// lines, so the receiver's requests and the service's events go to one stream in one shape.
// No line carries a person's data: the request line holds method, path, status and time only
// (request-log.ts), errors their type, code, message and stack (serializeError below).

export type ServiceLogger = Logger;

/** the fields an error is logged with: nothing a driver may hang on it (a query's parameters, a row's values) */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as NodeJS.ErrnoException).code;
  return { type: error.name, message: error.message, ...(code === undefined ? {} : { code }), ...(error.stack ? { stack: error.stack } : {}) };
}

/** written synchronously, so a line logged just before process.exit is not lost */
export function createServiceLogger(destination: DestinationStream = pino.destination({ dest: 1, sync: true })): ServiceLogger {
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}

/** a logger that writes nothing: the default of the parts tests build without one */
export function silentLogger(): ServiceLogger {
  return pino({ enabled: false });
}
