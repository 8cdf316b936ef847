import { randomBytes } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// Fastify's per-request lines, replaced by one line per request that holds what an
// administrator needs to see traffic and failures and nothing of the visitor: the method, the
// path without its query string, the status, the time taken and the request's id. No address,
// no header, no cookie, no body — Fastify's own lines (`req` with remoteAddress, the URL with its
// query) would log them. Errors are logged by the apps' error handlers, which know what is safe.

const PATH_MAX_CHARS = 200;

/** the path as asked for, without the query string (a search may hold a name), and bounded */
export function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.length > PATH_MAX_CHARS ? `${path.slice(0, PATH_MAX_CHARS)}…` : path;
}

function logCompleted(request: FastifyRequest, reply: FastifyReply): void {
  reply.log.info(
    { method: request.method, path: pathOf(request.url), status: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime * 10) / 10 },
    'request',
  );
}

export class RequestLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    logCompleted(request, reply);
  }
  override defaultErrorLog(): void {}
  override streamError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ code: (error as NodeJS.ErrnoException).code }, 'the response stream failed');
  }
  override routeNotFound(): void {}
  override writeHeadError(): void {}
}

/** a short id per request, unique enough across the two instances for a day's log */
export function newRequestId(): string {
  return randomBytes(6).toString('base64url');
}
