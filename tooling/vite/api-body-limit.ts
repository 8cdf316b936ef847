import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { RECEIVER_LIMIT_BYTES } from '../../server/forms/receiver/receiver-limits.ts';

// The front door of /api under `npm start` and `npm run preview`, doing for the body what nginx
// does on the clinic's server (deploy/nginx/site.conf: client_max_body_size 64k, the request
// buffered before it is passed on): a body over the receiver's limit is refused here, before the
// proxy opens a connection to the API. Passed on, it is refused by the receiver from its headers,
// which then closes its connection while the proxy is still writing the body; the proxy takes the
// broken write (EPIPE) for a dead API, answers 502, and the rest of the body, left unread on the
// visitor's connection, gets that connection reset. Nothing under /api takes a larger body.
// A body without a Content-Length (chunked) cannot be measured before it is passed on, and the
// app never sends one: it is refused too, with 411.

const refusal = (status: number, error: string) => JSON.stringify({ success: false, error, status });
const TOO_LARGE = refusal(413, `the body is over ${RECEIVER_LIMIT_BYTES} bytes`);
const LENGTH_REQUIRED = refusal(411, 'expected a Content-Length');

/**
 * Answers a request under `prefix` whose body is too large or of unknown length, or passes it on.
 * The answer keeps the connection: Node reads the unread body off and discards it, so the
 * visitor's next request on it is answered.
 */
function refuseUnmeasuredBodies(prefix: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    // the proxy's own test (vite's proxy matches a context by the start of the URL)
    if (!request.url?.startsWith(prefix)) return next();
    const length = request.headers['content-length'];
    let body: string;
    if (request.headers['transfer-encoding'] !== undefined) body = LENGTH_REQUIRED;
    else if (length !== undefined && Number(length) > RECEIVER_LIMIT_BYTES) body = TOO_LARGE;
    else return next();
    response.writeHead(body === TOO_LARGE ? 413 : 411, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(body);
  };
}

/** the dev server's and the preview server's middleware, ahead of their /api proxy */
export function apiBodyLimitPlugin(prefix: string): Plugin {
  const middleware = refuseUnmeasuredBodies(prefix);
  return {
    name: 'api-body-limit',
    // registered here, not in a returned function: ahead of Vite's own middleware, the proxy included
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}
