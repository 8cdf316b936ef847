import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../../common/schema/db.ts';
import { consentVersionsFromFile, consentVersionsOf } from './consent-versions.ts';
import { buildReceiverApp, FORMS_PATH, type ReceiverAppOptions } from './receiver-app.ts';

// The receiver inside the API process of `npm start`, `npm run api` and `npm run preview`: POST
// /api/forms is handed to the Fastify app (its own checks, its own answers), every other request
// stays with the API. The deployed site runs the receiver as a process of its own behind nginx.

export type MountedReceiverOptions = Omit<ReceiverAppOptions, 'consentVersions'> & Partial<Pick<ReceiverAppOptions, 'consentVersions'>>;

interface PostRoutes {
  post(path: string, handler: (request: IncomingMessage, response: ServerResponse) => void): unknown;
}

export interface MountContext {
  /** the db.json the API serves: the consent versions are read from it */
  dbFile: string;
  /** `npm start`'s build in memory, when there is one (it is newer than db.json) */
  live?: { db: Db | undefined } | undefined;
}

export function mountReceiver(api: PostRoutes, options: MountedReceiverOptions, context: MountContext): void {
  const fromFile = consentVersionsFromFile(context.dbFile);
  const receiver = buildReceiverApp({
    consentVersions: () => {
      const live = context.live?.db;
      if (live !== undefined) return consentVersionsOf(live);
      if (!existsSync(context.dbFile)) throw new Error(`${context.dbFile} does not exist`);
      return fromFile();
    },
    ...options,
  });
  const ready = receiver.ready();
  api.post(FORMS_PATH, (request, response) => {
    ready.then(
      () => receiver.routing(request, response),
      () => {
        response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        response.end(JSON.stringify({ success: false, error: 'the form receiver is not available', status: 503 }));
      },
    );
  });
}
