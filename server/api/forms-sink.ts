import { appendFile, chmod, mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Request, Response } from 'express';
import { FORM_DEFINITIONS } from '../../common/forms/form-definitions.ts';
import { exceedsDepth } from '../receiver/http/json-depth.ts';

// The local stand-in for the form-to-email service of spec §7, so `npm start` works without an
// account anywhere: POST /api/forms takes the JSON the callback modal and the anket send, keeps the
// fields of spec §3/§7, appends them as one line to a git-ignored file outside every served folder
// (earlier lines are never rewritten) and answers {success:true}. Anything else gets a 4xx with
// {success:false, error, status}. Development only: see docs/forms.md.

export const FORMS_SINK_PATH = '/api/forms';
export const FORMS_SINK_LIMIT_BYTES = 64 * 1024;
export const FORMS_SINK_FILE_NAME = 'form-submissions.jsonl';
/** var/ at the repository root: git ignores it and no server of ours serves it (vite.config.ts denies it) */
export const DEFAULT_FORMS_SINK_FILE = path.resolve(import.meta.dirname, '../../var', FORMS_SINK_FILE_NAME);
/** the payloads of spec §3/§7 are flat: an object of strings is depth 1 */
const FORMS_SINK_MAX_DEPTH = 4;
/** submissions per client per minute before 429 */
export const FORMS_SINK_RATE_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

/**
 * The closed field list of each form, told apart by its fixed subject: the callback request of
 * spec §3 and the anket of spec §7. access_key is required and never stored.
 */
export const SINK_FORMS = FORM_DEFINITIONS;
export type SinkFormName = keyof typeof SINK_FORMS;

/** one line of the file */
export interface SinkRecord {
  receivedAt: string;
  form: SinkFormName;
  /** the fields of the form's closed list, as sent */
  submission: Record<string, string>;
  /** how many keys outside the list were dropped */
  droppedFields: number;
}

export interface FormsSinkOptions {
  file: string;
  /** submissions per client per minute; default FORMS_SINK_RATE_PER_MINUTE */
  ratePerMinute?: number;
  /** the clock (tests) */
  now?: () => number;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function createFormsSink(options: FormsSinkOptions) {
  const { file } = options;
  const ratePerMinute = options.ratePerMinute ?? FORMS_SINK_RATE_PER_MINUTE;
  const now = options.now ?? Date.now;
  const limiter = createRateLimiter(ratePerMinute, now);
  // one append at a time, in arrival order: lines never interleave. The folder and the file are
  // readable by their owner only: they hold visitors' names and phone numbers.
  let queue: Promise<unknown> = mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    .then(() => chmod(file, 0o600))
    .catch(() => undefined);

  const record = (line: string): Promise<void> => {
    const appended = queue.then(() => appendFile(file, line, { flag: 'a', mode: 0o600 }));
    queue = appended.catch(() => undefined);
    return appended;
  };

  const handle = async (request: Request, response: Response): Promise<void> => {
    checkSameOrigin(request);
    const retryAfter = limiter(request.socket.remoteAddress ?? 'unknown');
    if (retryAfter !== undefined) throw new Refusal(429, `more than ${ratePerMinute} submissions a minute`, { 'Retry-After': String(retryAfter) });
    if (mediaType(request.headers['content-type']) !== 'application/json') {
      throw new Refusal(415, 'expected Content-Type: application/json');
    }
    const text = await readBody(request, FORMS_SINK_LIMIT_BYTES);
    if (exceedsDepth(text, FORMS_SINK_MAX_DEPTH)) throw new Refusal(400, `the body is nested deeper than ${FORMS_SINK_MAX_DEPTH} levels`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Refusal(400, 'the body is not JSON');
    }
    const { form, submission, droppedFields } = keepFormFields(body);
    const line = `${JSON.stringify({ receivedAt: new Date(now()).toISOString(), form, submission, droppedFields } satisfies SinkRecord)}\n`;
    try {
      await record(line);
    } catch {
      throw new Refusal(500, 'the submission could not be stored');
    }
    if (droppedFields > 0) process.stderr.write(`[forms] ${form}: ${droppedFields} unknown field(s) dropped\n`);
    response.status(200).setHeader('Cache-Control', 'no-store');
    response.json({ success: true });
  };

  return (request: Request, response: Response) => {
    handle(request, response).catch((error: unknown) => {
      const refusal = error instanceof Refusal ? error : new Refusal(500, 'the submission could not be handled');
      if (!(error instanceof Refusal)) process.stderr.write(`[forms] ${(error as Error)?.stack ?? String(error)}\n`);
      // an unread body is dropped with the connection, not parsed
      if (!request.complete) response.setHeader('Connection', 'close');
      refuse(response, refusal.status, refusal.message, refusal.headers);
    });
  };
}

/** the form's fields of its closed list, every one a string; unknown keys dropped and counted */
function keepFormFields(body: unknown): { form: SinkFormName; submission: Record<string, string>; droppedFields: number } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Refusal(400, 'the body is not a JSON object');
  const fields = body as Record<string, unknown>;
  if (typeof fields.access_key !== 'string' || fields.access_key.trim() === '') throw new Refusal(400, 'access_key is missing');
  const form = (Object.keys(SINK_FORMS) as SinkFormName[]).find((name) => fields.subject === SINK_FORMS[name].subject);
  if (form === undefined) {
    throw new Refusal(
      400,
      `expected subject to be one of ${Object.values(SINK_FORMS)
        .map((known) => JSON.stringify(known.subject))
        .join(', ')}`,
    );
  }
  const allowed = new Set<string>(SINK_FORMS[form].fields);
  const submission: Record<string, string> = {};
  let droppedFields = 0;
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'access_key') continue;
    if (!allowed.has(key)) {
      droppedFields++;
      continue;
    }
    if (typeof value !== 'string') throw new Refusal(400, `field "${key}": expected a text`);
    submission[key] = value;
  }
  return { form, submission, droppedFields };
}

export { exceedsDepth };

/** a POST from another site is refused: browsers send Origin (and Sec-Fetch-Site) with it */
function checkSameOrigin(request: IncomingMessage): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new Refusal(403, 'expected a request from the site itself');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host === undefined || host !== request.headers.host) throw new Refusal(403, 'expected a request from the site itself');
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(new Refusal(413, `the body is over ${limit} bytes`));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        request.off('data', onData);
        request.resume();
        reject(new Refusal(413, `the body is over ${limit} bytes`));
      }
    };
    request.on('data', onData);
    request.once('error', () => reject(new Refusal(400, 'the body could not be read')));
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** a sliding window per client; returns the seconds to wait when over the limit */
function createRateLimiter(perMinute: number, now: () => number): (client: string) => number | undefined {
  const seen = new Map<string, number[]>();
  return (client) => {
    const time = now();
    if (seen.size > 10_000) {
      for (const [key, times] of seen) if (times.at(-1)! <= time - MINUTE_MS) seen.delete(key);
    }
    const times = (seen.get(client) ?? []).filter((at) => at > time - MINUTE_MS);
    if (times.length >= perMinute) {
      seen.set(client, times);
      return Math.max(1, Math.ceil((times[0]! + MINUTE_MS - time) / 1000));
    }
    times.push(time);
    seen.set(client, times);
    return undefined;
  };
}

function refuse(response: Response, status: number, message: string, headers: Record<string, string> = {}) {
  if (response.headersSent) return;
  response.status(status).setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.json({ success: false, error: message, status });
}
