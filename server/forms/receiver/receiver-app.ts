import { randomBytes } from 'node:crypto';
// Fastify rather than another express app: routes carry schemas that are validated before the
// handler runs, hooks and per-route limits (bodyLimit, content-type parsers) are part of the
// framework, its plugin set is maintained with it, and light-my-request (app.inject) tests the
// whole request path without a socket.
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { HEALTH_CONSENT_FIELD, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../../common/forms/form-definitions.ts';
import type { ConsentVersions } from './consent-versions.ts';
import { exceedsDepth } from './json-depth.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { RECEIVER_LIMIT_BYTES } from './receiver-limits.ts';
import type { HealthChecks } from '../health/health-checks.ts';
import { registerHealthRoute } from '../health/health-route.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import { newRequestId, RequestLogController } from '../logging/request-log.ts';
import { silentLogger, type ServiceLogger } from '../logging/service-logger.ts';
import { zodValidatorCompiler, type ZodTypeProvider } from '../http/zod-type-provider.ts';
import { readSubmission } from './submission-schema.ts';
import { noticeOf, phoneOf } from './submission-parts.ts';
import type { SubmissionStore } from './submission-store.ts';

// The clinic's form receiver (docs/forms.md): POST /api/forms takes the JSON the callback modal
// (spec §3) and the anket (spec §7) send and answers {success:true} only once the submission is
// stored, with its consent record. Every refusal is JSON {success:false, error, status}: the
// browser reads only `success` and shows the alert of spec §8, the form left filled. No answer
// carries a stack, a path or the value sent.

export const FORMS_PATH = '/api/forms';
export { RECEIVER_LIMIT_BYTES };
/** the payloads are flat: an object of strings is depth 1 */
const MAX_DEPTH = 4;
/** submissions per client address per minute */
export const RECEIVER_CLIENT_RATE_PER_MINUTE = 10;
/** submissions per minute from everyone together: a flood from many addresses stops here */
const RECEIVER_GLOBAL_RATE_PER_MINUTE = 120;
const USER_AGENT_MAX_CHARS = 512;
/** IDEMPOTENCY_KEY_HEADER as Node gives it: header names in lower case */
const IDEMPOTENCY_HEADER = 'idempotency-key';

export const STORAGE_UNAVAILABLE_TEXT = 'the submission could not be stored; please try again';

export interface ReceiverAppOptions {
  store: SubmissionStore;
  /** the consent and policy texts as built (consent-versions.ts); may throw when the build has none */
  consentVersions: () => ConsentVersions | Promise<ConsentVersions>;
  /**
   * whom to believe about the client's address: false (default) takes the socket's; behind nginx,
   * which sets X-Forwarded-For, its address ('127.0.0.1') or hop count. Fastify's trustProxy.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** the site's origins (https://clinic.example); default: the Origin must name the request's Host */
  siteOrigins?: readonly string[];
  clientRatePerMinute?: number;
  globalRatePerMinute?: number;
  /** the clock (tests) */
  now?: () => number;
  /** GET /healthz's checks (health/); none: no such route (the receiver inside npm start) */
  health?: HealthChecks;
  /** the service's logger, also Fastify's (one line per request, request-log.ts); default: silent */
  logger?: ServiceLogger;
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

/** the texts of Fastify's own 4xx, by code: its messages may quote what was sent */
const FRAMEWORK_REFUSALS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'expected Content-Type: application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: `the body is over ${RECEIVER_LIMIT_BYTES} bytes`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'the Content-Length does not match the body',
  FST_ERR_CTP_EMPTY_TYPE: 'expected Content-Type: application/json',
};

export function buildReceiverApp(options: ReceiverAppOptions) {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? silentLogger();
  const clientLimit = options.clientRatePerMinute ?? RECEIVER_CLIENT_RATE_PER_MINUTE;
  const perClient = createRateLimiter(clientLimit, now);
  const globalLimit = options.globalRatePerMinute ?? RECEIVER_GLOBAL_RATE_PER_MINUTE;
  const everyone = createRateLimiter(globalLimit, now);

  const app = Fastify({
    // typed as Fastify's own logger, so the app's type stays the one its plugins and tests expect
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestLogController(),
    genReqId: newRequestId,
    bodyLimit: RECEIVER_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // a client that trickles its request is dropped, not waited on
    requestTimeout: 30_000,
    // while the process drains (cli.ts) a request on a connection already open is still served:
    // the store is open until the last one is answered, and nginx does not retry a 503
    return503OnClosing: false,
    // a URL that cannot be decoded or routed: Fastify's own answer would quote it
    frameworkErrors: (_error, _request, reply) => void refuse(reply, 400, 'the request could not be read'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);

  // one parser, for application/json only (anything else: 415); it looks at size and depth before
  // JSON.parse sees the text, so a body nested thousands of levels deep is never parsed
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: RECEIVER_LIMIT_BYTES }, (_request, text, done) => {
    if (exceedsDepth(text as string, MAX_DEPTH)) return done(new Refusal(400, `the body is nested deeper than ${MAX_DEPTH} levels`), undefined);
    try {
      done(null, JSON.parse(text as string) as unknown);
    } catch {
      done(new Refusal(400, 'the body is not JSON'), undefined);
    }
  });

  const checkOrigin = async (request: FastifyRequest) => {
    if (!isSameOrigin(request.headers, options.siteOrigins)) throw new Refusal(403, 'expected a request from the site itself');
  };
  const checkRate = async (request: FastifyRequest) => {
    const client = request.ip ?? 'unknown';
    const ownWait = perClient.retryAfter(client);
    if (ownWait !== undefined) throw new Refusal(429, `more than ${clientLimit} submissions a minute`, { 'Retry-After': String(ownWait) });
    const everyoneWait = everyone.retryAfter('');
    if (everyoneWait !== undefined) throw new Refusal(429, 'too many submissions just now', { 'Retry-After': String(everyoneWait) });
    perClient.record(client);
    everyone.record('');
  };

  // before the body is read: only JSON is parsed at all (the parser above), but a request without
  // a Content-Type would get past the parsers with its body unread
  const checkMediaType = async (request: FastifyRequest) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') throw new Refusal(415, FRAMEWORK_REFUSALS.FST_ERR_CTP_INVALID_MEDIA_TYPE!);
  };

  app.post(
    FORMS_PATH,
    {
      onRequest: [checkOrigin, checkRate, checkMediaType],
      // every other header kept as sent (loose): the hooks and the store read them
      schema: { headers: z.looseObject({ [IDEMPOTENCY_HEADER]: z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional() }) },
    },
    async (request, reply) => {
      const read = readSubmission(request.body);
      if (read.honeypot) return answer(reply, 200, { success: true });
      if ('refusal' in read) throw new Refusal(400, read.refusal);
      const { form, fields, ticks } = read;
      const receivedAt = new Date(now());
      const idempotencyKey = request.headers[IDEMPOTENCY_HEADER] ?? randomBytes(18).toString('base64url');
      let versions: ConsentVersions;
      try {
        versions = await options.consentVersions();
      } catch (error) {
        request.log.error({ err: error, form }, `${form}: not stored`);
        throw new Refusal(503, STORAGE_UNAVAILABLE_TEXT, { 'Retry-After': '30' });
      }
      // 152-ФЗ ст. 10 ч. 2 п. 1: under written consent an anket without its own tick is not taken
      if (form === 'anket' && versions.health !== undefined && !ticks.healthConsent)
        throw new Refusal(400, `field "${HEALTH_CONSENT_FIELD}": expected true (the consent to the processing of health data, ${versions.health.document})`);
      const health = form === 'anket' ? versions.health : undefined;
      try {
        const phone = phoneOf(form, fields);
        await options.store.storeSubmission({
          form,
          idempotencyKey,
          fields,
          notice: noticeOf(form, fields),
          ...(phone === undefined ? {} : { phone }),
          consent: {
            textVersion: versions.textVersion,
            policyVersion: versions.policyVersion,
            at: receivedAt,
            ticked: ticks.consent,
            ...(health === undefined ? {} : { health }),
          },
          client: { address: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX_CHARS) },
          receivedAt,
        });
      } catch (error) {
        request.log.error({ err: error, form }, `${form}: not stored`);
        throw new Refusal(503, STORAGE_UNAVAILABLE_TEXT, { 'Retry-After': '30' });
      }
      if (read.droppedFields > 0) request.log.warn({ form, droppedFields: read.droppedFields }, `${form}: ${read.droppedFields} unknown field(s) dropped`);
      return answer(reply, 200, { success: true });
    },
  );

  if (options.health) registerHealthRoute(app, options.health);

  app.setNotFoundHandler((_request, reply) => refuse(reply, 404, 'not found'));
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (error instanceof Refusal) return refuse(reply, error.status, error.message, error.headers);
    if (error.validationContext !== undefined) return refuse(reply, 400, `${IDEMPOTENCY_KEY_HEADER} must be 16 to 64 letters, digits, "_" or "-"`);
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return refuse(reply, status, FRAMEWORK_REFUSALS[error.code] ?? 'the request could not be read');
    request.log.error({ err: error }, 'internal error');
    return refuse(reply, 500, 'internal error');
  });
  return app;
}

function answer(reply: FastifyReply, status: number, body: object, headers: Record<string, string> = {}): FastifyReply {
  // every answer is JSON about one visitor's submission: never cached, never sniffed into HTML
  reply.code(status).header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.type('application/json; charset=utf-8').send(body);
}

function refuse(reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}): FastifyReply {
  return answer(reply, status, { success: false, error: message, status }, headers);
}
