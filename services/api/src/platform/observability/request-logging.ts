import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
  LogController,
} from 'fastify';
import type { Logger } from 'pino';
import { requestIdFrom, runWithRequestContext } from '@lakehouse/server-kit';

/** Probes and scrapes come every few seconds: logging them would drown the requests people make. */
const quietPaths = /^\/api\/health(\/.*)?$/;

/**
 * Secrets that travel in URLs: the calendar export's token, the cleaner's feed secret, and the key of a guest's
 * booking link (`?key=`), with which whoever reads the log could open and cancel the booking.
 */
export function withoutPathSecrets(url: string): string {
  return url
    .replace(/^(\/api\/(?:calendar|turnovers)\/)[^/?]+\.ics/i, '$1[redacted].ics')
    .replace(/([?&]key=)[^&#]*/g, '$1[redacted]');
}

/** Fastify's `genReqId`: the incoming X-Request-Id when sane (nginx, the Ingress), else a fresh one. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  return requestIdFrom(request.headers['x-request-id']);
}

/**
 * Echoes the request id, and puts it in the async context for everything the handler does (its log lines, the
 * outbox entries it writes). The context is entered in `preHandler`, after the body is read: the parser's
 * stream callbacks would lose one entered earlier.
 */
export function carryRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    runWithRequestContext({ requestId: request.id }, done);
  });
}

/**
 * Fastify's own request logging, as one JSON line per request when it ends (method, path, status, time, request
 * id); never headers, cookies or bodies. A 4xx is the client's business (a wrong code, a taken date); a 5xx is
 * a bug worth an operator's attention. With the level off a request costs one boolean test.
 */
export class RequestLogLines extends LogController {
  private readonly infoEnabled: boolean;
  private readonly errorEnabled: boolean;

  constructor(private readonly logger: Logger) {
    super();
    this.infoEnabled = logger.isLevelEnabled('info');
    this.errorEnabled = logger.isLevelEnabled('error');
  }

  override isLogDisabled(): boolean {
    return !this.errorEnabled;
  }

  // The line is written when the request ends, with its outcome.
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.answered(request.id, request.method, request.url, reply.statusCode, reply.elapsedTime, Boolean(error));
  }

  /**
   * The line for one answered request, whichever way it was answered (Fastify, or the ready answers); `ms` from its
   * arrival to its answer. Positional, so that a request with its level off makes no object.
   */
  answered(id: string, method: string, rawUrl: string, statusCode: number, ms: number, failedWithError = false): void {
    const failed = failedWithError || statusCode >= 500;
    if (!(failed ? this.errorEnabled : this.infoEnabled) || quietPaths.test(rawUrl.split('?', 1)[0]!)) return;
    const url = withoutPathSecrets(rawUrl);
    const line = { req: { id, method, url }, res: { statusCode }, responseTime: ms };
    // The root logger, not request.log: Fastify's `req` serializer would drop the id and add the client's address.
    if (failed) this.logger.error(line, `${method} ${url} ${statusCode} failed`);
    else this.logger.info(line, `${method} ${url} ${statusCode} in ${Math.round(ms)} ms`);
  }
}
