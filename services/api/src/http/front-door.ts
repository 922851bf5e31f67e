import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Metrics, requestIdFrom } from '@lakehouse/server-kit';
import type { RequestLogLines } from '../observability/request-logging.js';
import type { ReadyAnswers } from '../read-cache/ready-answers.js';
import { hasBody } from './json-bodies.js';

interface FrontDoorParts {
  answers: ReadyAnswers;
  metrics: Metrics;
  logLines: RequestLogLines;
}

/**
 * What the server does with a request before Fastify sees it: a GET whose answer is ready (ReadyAnswers: a public
 * read, or a page in the encoding the request prefers) is answered here with the bytes Fastify sent for it, its own
 * request id, a metrics sample and a log line; anything else goes on to Fastify unchanged. A revalidation
 * (If-None-Match), a HEAD or a GET with a body always goes on.
 */
export class FrontDoor {
  private parts: FrontDoorParts | undefined;

  /** Stands in front of Fastify's own listener on its server (which Fastify has already set up). */
  install(server: Server): void {
    const [fastifyListener] = server.listeners('request') as RequestListener[];
    if (!fastifyListener || server.listenerCount('request') !== 1)
      throw new Error('The front door expects exactly one request listener (Fastify’s) on the server.');
    server.removeListener('request', fastifyListener);
    server.on('request', this.listener(fastifyListener));
  }

  /** Starts answering, once the application that fills the answers is up. */
  open(parts: FrontDoorParts): void {
    this.parts = parts;
  }

  private listener(next: RequestListener): RequestListener {
    return (request, response) => {
      const parts = this.parts;
      if (parts && request.method === 'GET') {
        const url = request.url!;
        if (parts.answers.has(url) && request.headers['if-none-match'] === undefined && !hasBody(request.headers))
          return this.answer(parts, url, request, response, next);
      }
      next(request, response);
    };
  }

  private answer(
    parts: FrontDoorParts,
    key: string,
    request: IncomingMessage,
    response: ServerResponse,
    next: RequestListener,
  ): void {
    const started = performance.now();
    void parts.answers.find(key, request.headers['accept-encoding']).then((ready) => {
      if (!ready) return next(request, response);
      const id = requestIdFrom(request.headers['x-request-id']);
      let statusCode = 200;
      try {
        response.writeHead(statusCode, [...ready.headers, 'x-request-id', id]).end(ready.body);
      } catch {
        // Not expected (the headers are Fastify's own): the connection goes, the metric and the line say so.
        statusCode = 500;
        response.destroy();
      }
      const ms = performance.now() - started;
      const method = request.method!;
      parts.metrics.httpRequestDuration.observe(
        { method, route: ready.route, status_code: String(statusCode) },
        ms / 1000,
      );
      parts.logLines.answered(id, method, request.url!, statusCode, ms);
    });
  }
}
