import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import jsonServer from 'json-server';
import type { NextFunction, Request, Response } from 'express';
import { resolveApiPath } from './routes.ts';
import type { Db } from '../../common/schema/db.ts';
import { buildSearchFragments, type SearchFragments } from '../../common/search/search-fragments.ts';
import { mountReceiver, type MountedReceiverOptions } from '../forms/receiver/mount-receiver.ts';

export interface ApiOptions {
  /** the folder holding db.json */
  dataDir: string;
  /** log each request (json-server's logger) */
  log?: boolean;
  /**
   * the clinic's form receiver (server/forms) with its store: when given, it answers POST
   * /api/forms; without it every writing call gets 405
   */
  receiver?: MountedReceiverOptions | undefined;
  /**
   * `npm start`: the content watch's latest good build, served from memory as soon as it is
   * built (db.json is written after it, for everything else). Until it holds a build, db.json is
   * served as usual.
   */
  live?: LiveData;
}

/** what the content watch hands the API: replaced, never changed in place */
export interface LiveData {
  db: Db | undefined;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * json-server over dist-data/db.json, answering exactly the calls of spec §7, read-only (the local
 * form sink, POST /api/forms, writes only its own file). A rebuilt db.json (renamed into place by
 * the pipeline) is picked up on the next request; under `npm start` the build in memory (`live`).
 *
 * Hardened: json-server sees only a fixed resource path with no query string
 * and no body, and every error — ours, json-server's, express's — is answered as JSON
 * {error, status} without a stack or a server path.
 */
function createApi(options: ApiOptions) {
  const dbFile = path.join(options.dataDir, 'db.json');
  if (!existsSync(dbFile)) {
    // json-server would create an empty db.json; say what is missing instead
    throw new Error(`${dbFile} does not exist: run "npm run content -- build" first`);
  }
  const app = jsonServer.create();
  const router = jsonServer.router(dbFile);
  replaceErrorHandler(router);
  let loadedMtime = statSync(dbFile).mtimeMs;
  let servedLive: Db | undefined;

  // the split search index of the db served, made on the first fragment asked for
  let fragments: { of: unknown; fragments: SearchFragments } | undefined;
  const fragmentsOf = (db: Db): SearchFragments => {
    const entries = db['search-index'] ?? [];
    if (fragments?.of !== entries) fragments = { of: entries, fragments: buildSearchFragments(entries, db['search-vocabulary'] ?? []) };
    return fragments.fragments;
  };

  app.disable('x-powered-by');
  app.set('json spaces', 0);
  app.use((_request: Request, response: Response, next: NextFunction) => {
    // every answer is JSON: a browser must never sniff one into HTML
    response.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  if (options.log) app.use(logRequest);
  // the one writing call: the form receiver (docs/forms.md); db.json stays read-only
  if (options.receiver !== undefined) mountReceiver(app, options.receiver, { dbFile, live: options.live });

  app.use((request: Request, response: Response, next: NextFunction) => {
    const url = new URL(request.url, 'http://localhost');
    const target = resolveApiPath(url.pathname, url.searchParams);
    if (target === undefined) return sendError(response, 404, 'not found');
    if (!READ_METHODS.has(request.method)) {
      response.setHeader('Allow', 'GET, HEAD');
      return sendError(response, 405, `the API is read-only: ${request.method} is not allowed`);
    }
    if ('notFound' in target) return sendError(response, 404, target.notFound);
    const live = options.live?.db;
    if (live !== undefined) {
      if (live !== servedLive) router.db.setState(live);
      servedLive = live;
    } else {
      const mtime = statSync(dbFile, { throwIfNoEntry: false })?.mtimeMs;
      if (mtime !== undefined && mtime !== loadedMtime) {
        router.db.read();
        loadedMtime = mtime;
      }
    }
    if ('searchFragment' in target) return sendSearchFragment(response, target.searchFragment, fragmentsOf(live ?? (router.db.getState() as Db)));
    // json-server gets the resource alone: no query (its filters, sort, paging, full-text search
    // and embedding stay out of reach) and no body to parse
    request.url = target.resource;
    Object.defineProperty(request, 'query', { value: {}, writable: true, configurable: true });
    delete request.headers['content-type'];
    delete request.headers['x-http-method-override'];
    // json-server only answers GET; HEAD is a GET without a body
    if (request.method === 'HEAD') request.method = 'GET';
    next();
  });
  (router as typeof router & { render: (request: Request, response: Response) => void }).render = (request, response) => {
    const data = response.locals.data as unknown;
    if (
      response.statusCode === 404 ||
      data === undefined ||
      (typeof data === 'object' && data !== null && Object.keys(data).length === 0 && !Array.isArray(data))
    ) {
      return sendError(response, 404, `not found: ${request.originalUrl.slice(0, 80)}`);
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.json(data);
  };
  app.use(router);
  app.use((_request: Request, response: Response) => sendError(response, 404, 'not found'));
  app.use(answerError);
  return app;
}

/** a fragment of the split search index (common/search/fragment-format.ts), or a JSON 404 */
function sendSearchFragment(response: Response, name: string, fragments: SearchFragments): void {
  const fragment = fragments.get(name);
  if (fragment === undefined) return sendError(response, 404, `no search fragment "${name}"`);
  response.setHeader('Cache-Control', 'no-cache');
  response.json(fragment);
}

/**
 * json-server's router ends with an error handler that answers `err.stack` as text/html — script
 * injection on the site's origin and the server's paths for anyone to read. Ours takes its place.
 */
function replaceErrorHandler(router: ReturnType<typeof jsonServer.router>): void {
  const stack = (router as unknown as { stack: { handle: (...args: never[]) => void }[] }).stack;
  const handlers = stack.filter((layer) => layer.handle.length === 4);
  if (handlers.length === 0) throw new Error("replaceErrorHandler: json-server's router has no error handler to replace (did json-server change?)");
  for (const layer of handlers) layer.handle = answerError as never;
}

/** any error: JSON with a status, never a stack or a path; the stack goes to the server's log */
function answerError(error: unknown, _request: Request, response: Response, _next: NextFunction): void {
  const status = (error as { status?: unknown } | null)?.status;
  const clientError = typeof status === 'number' && status >= 400 && status < 500;
  if (!clientError) process.stderr.write(`API error: ${(error as Error | null)?.stack ?? String(error)}\n`);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  sendError(response, clientError ? status : 500, clientError ? 'the request could not be read' : 'internal error');
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
