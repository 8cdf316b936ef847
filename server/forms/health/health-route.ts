import type { FastifyInstance } from 'fastify';
import { failing } from './check-result.ts';
import { CHECK_NAMES, publicHealth, type HealthChecks, type HealthReport } from './health-checks.ts';

// GET /healthz on the receiver's port, for any uptime monitor (nginx proxies it publicly):
// 200 with {"status":"ok",…} when every configured check passes, 503 with {"status":"failing",…}
// otherwise. Never cached. A check that throws is a failing check, never a failed request.
// Requests that come while a run is in flight share it: a burst of polls is one set of queries.

const HEALTH_PATH = '/healthz';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app, whatever its type provider
export function registerHealthRoute(app: FastifyInstance<any, any, any, any, any>, checks: HealthChecks): void {
  let inFlight: Promise<HealthReport> | undefined;
  const run = () => (inFlight ??= checks.run().finally(() => (inFlight = undefined)));
  app.get(HEALTH_PATH, async (request, reply) => {
    let report: HealthReport;
    try {
      report = await run();
    } catch (error) {
      request.log.error({ err: error }, 'healthz: the checks failed');
      const broken = failing('the check failed');
      report = { ok: false, checkedAt: new Date(), checks: Object.fromEntries(CHECK_NAMES.map((name) => [name, broken])) as HealthReport['checks'] };
    }
    return reply
      .code(report.ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .type('application/json; charset=utf-8')
      .send(publicHealth(report));
  });
}
