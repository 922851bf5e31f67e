import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Metrics } from '@lakehouse/server-kit';

/**
 * Times every request into http_request_duration_seconds{method,route,status_code}: the route pattern
 * (`/api/admin/access-codes/:id`), never the raw URL, so ids don't explode the series. Fastify has timed the
 * request already (`reply.elapsedTime`).
 */
export function recordHttpMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
