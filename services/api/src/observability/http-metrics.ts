import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from '@lakehouse/server-kit';

/** The Nest route pattern (`/api/admin/access-codes/:id`), never the raw URL, so ids don't explode the series. */
function routeOf(request: Request): string {
  const route = request.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? `${request.baseUrl}${route.path}` : '(no route)';
}

/** Times every request into http_request_duration_seconds{method,route,status_code}. */
export function recordHttpMetrics(metrics: Metrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const stop = metrics.httpRequestDuration.startTimer();
    response.once('finish', () => stop({ method: request.method, route: routeOf(request), status_code: String(response.statusCode) }));
    next();
  };
}

/** `GET /metrics`: the Prometheus text of this process. */
export function serveMetrics(metrics: Metrics) {
  return async (_request: Request, response: Response): Promise<void> => {
    const { contentType, body } = await metrics.exposition();
    response.setHeader('Content-Type', contentType);
    response.setHeader('Cache-Control', 'no-store');
    response.send(body);
  };
}
