import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { requestIdFrom, runWithRequestContext } from '@lakehouse/server-kit';

/** Probes and scrapes come every few seconds: logging them would drown the requests people make. */
const quietPaths = /^\/(api\/health(\/.*)?|metrics)$/;

/** Secrets that travel in paths: the calendar export's token. */
export function withoutPathSecrets(url: string): string {
  return url.replace(/^\/api\/calendar\/[^/?]+\.ics/, '/api/calendar/[redacted].ics');
}

function originalUrl(request: IncomingMessage): string {
  return (request as Request).originalUrl ?? request.url ?? '';
}

/**
 * One JSON line per request (method, path, status, time, request id); never headers, cookies or bodies. The
 * request id is the incoming X-Request-Id when sane (nginx, the Ingress), else a fresh one, and is echoed back.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const id = requestIdFrom(request.headers['x-request-id']);
      response.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (request) => quietPaths.test(originalUrl(request).split('?')[0]!) },
    // A 4xx is the client's business (a wrong code, a taken date); a 5xx is a bug worth an operator's attention.
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (request, response, time) => `${request.method} ${withoutPathSecrets(originalUrl(request))} ${response.statusCode} in ${Math.round(time)} ms`,
    customErrorMessage: (request, response) => `${request.method} ${withoutPathSecrets(originalUrl(request))} ${response.statusCode} failed`,
    wrapSerializers: false,
    serializers: {
      req: (request: IncomingMessage & { id?: unknown }) => ({ id: request.id, method: request.method, url: withoutPathSecrets(originalUrl(request)) }),
      res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
    },
  });
}

/**
 * Puts the request id in the async context for everything the handler does (its log lines, the outbox entries
 * it writes). Mounted after the body parsers: their stream callbacks would lose a context entered earlier.
 */
export function enterRequestContext(request: Request, _response: Response, next: NextFunction): void {
  runWithRequestContext({ requestId: String(request.id) }, next);
}
