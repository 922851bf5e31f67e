import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Metrics, requestIdFrom } from '@lakehouse/server-kit';
import type { RequestLogLines } from '../observability/request-logging.js';
import { type ReadyAnswers, postedAnswerKey } from '../read-cache/ready-answers.js';
import { DoorRequest } from './door-request.js';
import { hasBody } from './json-bodies.js';
import { crossSiteRefusal } from './refuse-cross-site-writes.js';

/** A kept POST answer is looked up by bodies up to this size (a quote's is under 100 bytes); larger ones go on to Fastify untaken. */
const MAX_KEYED_BODY_BYTES = 4 * 1024;

/** A body the door may take: its whole length given (no chunks), small, and from a request Fastify would not refuse. */
function bodyCanBeKey(headers: IncomingMessage['headers']): boolean {
  const length = Number(headers['content-length']);
  return (
    length > 0 &&
    length <= MAX_KEYED_BODY_BYTES &&
    headers['transfer-encoding'] === undefined &&
    crossSiteRefusal(headers) === undefined
  );
}

interface FrontDoorParts {
  answers: ReadyAnswers;
  metrics: Metrics;
  logLines: RequestLogLines;
}

/**
 * What the server does with a request before Fastify sees it: a GET whose answer is ready (ReadyAnswers: a public
 * read, or a page in the encoding the request prefers) is answered here with the bytes Fastify sent for it, its own
 * request id, a metrics sample and a log line; anything else goes on to Fastify unchanged. A revalidation
 * (If-None-Match), a HEAD or a GET with a body always goes on. A POST to a route whose answers are kept by their
 * body (a quote) has its body taken here as it comes (the server's requests are DoorRequests), is looked up by URL
 * and body, and if not answered goes on to Fastify, its body still in the stream for Fastify's parser.
 */
export class FrontDoor {
  private parts: FrontDoorParts | undefined;
  private readonly keyedByBody = new Set<string>();

  /** Stands in front of Fastify's own listener on its server (which Fastify has already set up). */
  install(server: Server): void {
    const [fastifyListener] = server.listeners('request') as RequestListener[];
    if (!fastifyListener || server.listenerCount('request') !== 1)
      throw new Error('The front door expects exactly one request listener (Fastify’s) on the server.');
    server.removeListener('request', fastifyListener);
    server.on('request', this.listener(fastifyListener));
  }

  /** A POST route (its full path) whose kept answers are found by the request's body. */
  takeBodiesFor(path: string): void {
    this.keyedByBody.add(path);
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
      } else if (
        parts &&
        request.method === 'POST' &&
        request instanceof DoorRequest &&
        this.keyedByBody.has(request.url!) &&
        bodyCanBeKey(request.headers)
      )
        return this.readBody(parts, request, response, next);
      next(request, response);
    };
  }

  /** The body is taken as the parser delivers it (DoorRequest), and the answer looked up by it in the same turn. */
  private readBody(parts: FrontDoorParts, request: DoorRequest, response: ServerResponse, next: RequestListener): void {
    request.takeBody((body) => {
      const key = postedAnswerKey(request.url!, body);
      if (parts.answers.has(key)) this.answer(parts, key, request, response, next);
      else next(request, response);
    });
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
