import express, { type RequestHandler } from 'express';
import { saveRefusal } from '../../common/editor/save-guard.ts';

// The local proxy's guard (docs/web-editor.md, «A save is checked before it is written»): every
// entry decap-server is asked to write is checked first (common/editor/save-guard.ts), and a save
// that would write the wrong collection's text, or a text its file's schema cannot read, is
// answered with the Russian reason — Decap shows it — and nothing is written.

/** the body of decap-server's persistEntry request, as far as the guard reads it */
interface PersistEntry {
  action: 'persistEntry';
  params: {
    entry?: EntryFile;
    dataFiles?: EntryFile[];
    options?: { collectionName?: string };
  };
}

interface EntryFile {
  path: string;
  raw: string;
  newPath?: string;
}

/** decap-server reads bodies up to this; the guard reads the same so it never refuses a body decap-server takes */
const BODY_LIMIT = '50mb';

export function saveGuard(): RequestHandler[] {
  return [
    express.json({ limit: BODY_LIMIT }),
    (request, response, next) => {
      const refusal = isPersistEntry(request.body) ? refusalOf(request.body) : undefined;
      if (refusal === undefined) return next();
      response.status(422).json({ error: refusal });
    },
  ];
}

function refusalOf(body: PersistEntry): string | undefined {
  const { entry, dataFiles, options } = body.params;
  for (const file of dataFiles ?? (entry === undefined ? [] : [entry])) {
    // a malformed request is decap-server's to refuse (its own schema)
    if (typeof file?.path !== 'string' || typeof file.raw !== 'string') continue;
    // a renamed entry is written, then moved: both places must be the collection's
    for (const path of file.newPath === undefined ? [file.path] : [file.path, file.newPath]) {
      const refusal = saveRefusal(path, file.raw, options?.collectionName);
      if (refusal !== undefined) return refusal;
    }
  }
  return undefined;
}

function isPersistEntry(body: unknown): body is PersistEntry {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { action?: unknown }).action === 'persistEntry' &&
    typeof (body as { params?: unknown }).params === 'object' &&
    (body as { params?: unknown }).params !== null
  );
}
