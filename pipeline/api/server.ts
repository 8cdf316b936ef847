import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import jsonServer from 'json-server';
import type { NextFunction, Request, Response } from 'express';
import { resolveApiPath } from './routes.ts';
import { createFormsSink, FORMS_SINK_FILE_NAME, FORMS_SINK_PATH } from './forms-sink.ts';

export interface ApiOptions {
  /** the folder holding db.json */
  dataDir: string;
  /** log each request (json-server's logger) */
  log?: boolean;
  /** where POST /api/forms appends submissions; default FORMS_SINK_FILE, else dataDir/form-submissions.jsonl */
  formsFile?: string;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * json-server over dist-data/db.json, answering exactly the calls of spec §7, read-only (the local
 * form sink, POST /api/forms, writes only its own file). A rebuilt db.json (renamed into place by
 * the pipeline) is picked up on the next request.
 */
export function createApi(options: ApiOptions) {
  const dbFile = path.join(options.dataDir, 'db.json');
  if (!existsSync(dbFile)) {
    // json-server would create an empty db.json; say what is missing instead
    throw new Error(`${dbFile} does not exist: run "npm run content -- build" first`);
  }
  const app = jsonServer.create();
  const router = jsonServer.router(dbFile);
  let loadedMtime = statSync(dbFile).mtimeMs;

  app.disable('x-powered-by');
  app.set('json spaces', 0);
  if (options.log) app.use(logRequest);
  // the one writing call: the local form sink (docs/forms.md); db.json stays read-only
  app.post(FORMS_SINK_PATH, createFormsSink(options.formsFile ?? process.env.FORMS_SINK_FILE ?? path.join(options.dataDir, FORMS_SINK_FILE_NAME)));

  app.use((request: Request, response: Response, next: NextFunction) => {
    const url = new URL(request.url, 'http://localhost');
    const target = resolveApiPath(url.pathname, url.searchParams);
    if (target === undefined) return sendError(response, 404, `not found: ${url.pathname}`);
    if (!READ_METHODS.has(request.method)) {
      response.setHeader('Allow', 'GET, HEAD');
      return sendError(response, 405, `the API is read-only: ${request.method} is not allowed`);
    }
    if ('notFound' in target) return sendError(response, 404, target.notFound);
    const mtime = statSync(dbFile, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime !== undefined && mtime !== loadedMtime) {
      router.db.read();
      loadedMtime = mtime;
    }
    request.url = target.resource;
    // json-server only answers GET; HEAD is a GET without a body
    if (request.method === 'HEAD') request.method = 'GET';
    next();
  });
  (router as typeof router & { render: (request: Request, response: Response) => void }).render = (request, response) => {
    const data = response.locals.data as unknown;
    if (response.statusCode === 404 || data === undefined || (typeof data === 'object' && data !== null && Object.keys(data).length === 0 && !Array.isArray(data))) {
      return sendError(response, 404, `not found: ${request.originalUrl}`);
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.json(data);
  };
  app.use(router);
  return app;
}

function logRequest(request: Request, response: Response, next: NextFunction) {
  const started = performance.now();
  response.once('finish', () => {
    process.stdout.write(`${request.method} ${request.originalUrl} ${response.statusCode} ${(performance.now() - started).toFixed(1)} ms\n`);
  });
  next();
}

function sendError(response: Response, status: number, message: string) {
  response.status(status).setHeader('Cache-Control', 'no-store');
  response.json({ error: message, status });
}

/** starts the API; resolves once it listens */
export function listenApi(options: ApiOptions & { host: string; port: number }): Promise<Server> {
  const app = createApi(options);
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, options.host, () => resolve(server));
    server.once('error', reject);
  });
}
