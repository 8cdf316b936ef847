import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';

// The local stand-in for the form-to-email service of spec §7, so `npm start` works without an
// account anywhere: POST /api/forms takes the JSON the callback modal and the anket send, appends it
// as one line to a git-ignored file (earlier lines are never rewritten) and answers {success:true}.
// Bodies the real service would refuse get a 4xx with {success:false}. See docs/forms.md.

export const FORMS_SINK_PATH = '/api/forms';
export const FORMS_SINK_LIMIT_BYTES = 64 * 1024;
export const FORMS_SINK_FILE_NAME = 'form-submissions.jsonl';

/** one line of the file */
export interface SinkRecord {
  receivedAt: string;
  /** the body as sent, without its access_key */
  submission: Record<string, unknown>;
}

export function createFormsSink(file: string) {
  // one append at a time, in arrival order: lines never interleave
  let queue: Promise<unknown> = mkdir(path.dirname(file), { recursive: true });

  const record = (submission: Record<string, unknown>): Promise<void> => {
    const line = `${JSON.stringify({ receivedAt: new Date().toISOString(), submission } satisfies SinkRecord)}\n`;
    const appended = queue.then(() => appendFile(file, line, { flag: 'a' }));
    queue = appended.catch(() => undefined);
    return appended;
  };

  return (request: Request, response: Response) => {
    const declared = Number(request.headers['content-length']);
    if (declared > FORMS_SINK_LIMIT_BYTES) {
      request.resume();
      return refuse(response, 413, `the body is over ${FORMS_SINK_LIMIT_BYTES} bytes`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let answered = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= FORMS_SINK_LIMIT_BYTES) chunks.push(chunk);
      else if (!answered) {
        answered = true;
        refuse(response, 413, `the body is over ${FORMS_SINK_LIMIT_BYTES} bytes`);
      }
    });
    request.on('error', () => {
      answered = true;
    });
    request.on('end', () => {
      if (answered) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(response, 400, 'the body is not JSON');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse(response, 400, 'the body is not a JSON object');
      const { access_key: accessKey, ...submission } = body as Record<string, unknown>;
      if (typeof accessKey !== 'string' || accessKey.trim() === '') return refuse(response, 400, 'access_key is missing');
      record(submission).then(
        () => response.status(200).setHeader('Cache-Control', 'no-store').json({ success: true }),
        (error: Error) => refuse(response, 500, `the submission could not be stored: ${error.message}`),
      );
    });
  };
}

function refuse(response: Response, status: number, message: string) {
  response.status(status).setHeader('Cache-Control', 'no-store');
  response.json({ success: false, message });
}
