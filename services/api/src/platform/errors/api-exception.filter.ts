import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiError, PHOTO_UPLOAD_PATH, photoUploadMessages } from '@lakehouse/contracts';
import { PhotoStoreUnavailableError } from '@lakehouse/server-kit';
import { TooManyRequestsException } from '../auth/rate-limiter.js';

/** Fastify's own refusals (the body, the URL, the content type) carry a 4xx `statusCode` and a `FST_` code but are not HttpExceptions. */
interface FastifyRefusal {
  statusCode: number;
  code: string;
}

function isFastifyRefusal(error: unknown): error is FastifyRefusal {
  if (typeof error !== 'object' || error === null) return false;
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  return (
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500 &&
    typeof code === 'string' &&
    code.startsWith('FST_')
  );
}

const fastifyRefusalMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length says.',
  FST_ERR_BAD_URL: 'The request address could not be read.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be read.',
};

/**
 * SQLSTATEs of a lost, refused or stalled database: classes 08 (connection exception) and 57P (operator
 * intervention), too many connections, and a statement or lock wait past its timeout (57014, 55P03).
 */
const LOST_CONNECTION_SQLSTATE = /^(08|57P0[123]$|53300$|57014$|55P03$)/;
const LOST_CONNECTION_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// pg's own words when a socket dies under a query, a query gets no answer in time, or the pool cannot get a
// connection in time.
const LOST_CONNECTION_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended|not queryable/i;

/**
 * The dependencies a 503 can name, each in its own words: a guest or the host learns which part is away, and an
 * error of one (a refused connection to the photo store) is never read as another's (the database).
 */
const UNAVAILABLE_MESSAGES = {
  photoStore:
    'The photo store cannot be reached right now, so photos cannot be saved or shown. Please try again in a moment.',
  paymentProvider: 'The payment provider cannot be reached right now. Please try again in a moment.',
  emailProvider: 'The email service cannot be reached right now. Please try again in a moment.',
  database: 'The booking database cannot be reached right now. Please try again in a moment.',
} as const;

/** Stripe's SDK names its errors by type: these say Stripe could not be reached or failed on its side. */
const STRIPE_UNAVAILABLE_TYPES = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

/** Which dependency an unexpected error says is away, reading the first named source along its causes. */
function unavailableSource(error: unknown): keyof typeof UNAVAILABLE_MESSAGES | undefined {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth++) {
    if (current instanceof PhotoStoreUnavailableError) return 'photoStore';
    const { type, name, response } = current as { type?: unknown; name?: unknown; response?: unknown };
    if (typeof type === 'string' && STRIPE_UNAVAILABLE_TYPES.has(type)) return 'paymentProvider';
    // @sendgrid/client's failures: a ResponseError with the provider's answer attached.
    if (name === 'ResponseError' && typeof response === 'object') return 'emailProvider';
    current = (current as { cause?: unknown }).cause;
  }
  return isDatabaseUnavailable(error) ? 'database' : undefined;
}

/** True when the error (or the driver error TypeORM wraps) says the database could not be reached, not that a query was wrong. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CONNECTION_SQLSTATE.test(code) || LOST_CONNECTION_SOCKET_CODES.has(code)))
      return true;
    if (typeof message === 'string' && LOST_CONNECTION_TEXT.test(message)) return true;
    current =
      (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What a log line says of an error: its stack. Read only for an error that is logged: V8 writes a stack out when it is
 * first read, which was a quarter of the CPU time of a 404 (a 4xx is the client's business and is not logged).
 */
const detailOf = (exception: unknown): string =>
  exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);

/** The API's error body for an exception: what the exception filter sends, and what a form's page shows. */
export function apiErrorOf(exception: unknown, request: FastifyRequest): ApiError {
  // Nest may wrap Fastify's refusal in an HttpException whose text is Fastify's own.
  const refusal = isFastifyRefusal(exception)
    ? exception
    : exception instanceof HttpException && isFastifyRefusal(exception.cause)
      ? exception.cause
      : undefined;
  if (refusal?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.url === PHOTO_UPLOAD_PATH) {
    // The host's file, not a programmer's request: say its size and the limit.
    return {
      statusCode: refusal.statusCode,
      message: photoUploadMessages.tooLarge(Number(request.headers['content-length'])),
    };
  }
  if (refusal) {
    return {
      statusCode: refusal.statusCode,
      message: fastifyRefusalMessages[refusal.code] ?? 'The request could not be read.',
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const payload = exception.getResponse();
    if (typeof payload === 'string') return { statusCode, message: payload };
    const { message, issues } = payload as { message?: unknown; issues?: ApiError['issues'] };
    const text = Array.isArray(message)
      ? message.join('. ')
      : typeof message === 'string'
        ? message
        : exception.message;
    return issues ? { statusCode, message: text, issues } : { statusCode, message: text };
  }
  const unavailable = unavailableSource(exception);
  if (unavailable) return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: UNAVAILABLE_MESSAGES[unavailable] };
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'Something went wrong on our side. Please try again in a moment.',
  };
}

/** Every error leaves as JSON with a `message` a person can read; a 5xx is logged as the bug it is. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const body = apiErrorOf(exception, request);
    if (body.statusCode === (HttpStatus.SERVICE_UNAVAILABLE as number)) {
      // Not a bug of the request (the database or a provider is away): say when to come back.
      void response.header('retry-after', '5');
      this.logger.warn(detailOf(exception));
    } else if (body.statusCode >= 500) {
      this.logger.error(detailOf(exception));
    } else if (exception instanceof TooManyRequestsException) {
      void response.header('retry-after', String(exception.retryAfterSeconds));
    }
    // A route may have set its own type (the .ics export): an error is JSON whatever the route serves.
    void response.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
