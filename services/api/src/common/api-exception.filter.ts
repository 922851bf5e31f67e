import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiError } from '@lakehouse/contracts';
import { TooManyRequestsException } from '../auth/rate-limiter.js';

/** Errors from Express's body parser carry a status and a type but are not HttpExceptions. */
interface BodyParserError {
  status: number;
  type: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

const bodyParserMessages: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'charset.unsupported': 'The request body must be UTF-8.',
  'encoding.unsupported': 'The request body encoding is not supported.',
};

/** SQLSTATEs of a lost or refused database connection: classes 08 (connection exception) and 57P (operator intervention). */
const LOST_CONNECTION_SQLSTATE = /^(08|57P0[123]$|53300$)/;
const LOST_CONNECTION_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
// pg's own words when a socket dies under a query or the pool cannot get a connection in time.
const LOST_CONNECTION_TEXT = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not queryable/i;

/** True when the error (or the driver error TypeORM wraps) says the database could not be reached, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CONNECTION_SQLSTATE.test(code) || LOST_CONNECTION_SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION_TEXT.test(message)) return true;
    current = (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Every error leaves as JSON with a `message` a person can read; a 5xx is logged as the bug it is. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      // Not a bug of the request (e.g. the database is away): say when to come back.
      response.setHeader('Retry-After', '5');
      this.logger.warn(detail);
    } else if (body.statusCode >= 500) {
      this.logger.error(detail);
    } else if (exception instanceof TooManyRequestsException) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    // A route may have set its own type (the .ics export): an error is JSON whatever the route serves.
    response.status(body.statusCode).type('application/json').json(body);
  }

  private toBody(exception: unknown): ApiError {
    // Nest wraps the parser's errors in an HttpException whose text is the parser's own.
    const parserError = isBodyParserError(exception)
      ? exception
      : exception instanceof HttpException && isBodyParserError(exception.cause)
        ? exception.cause
        : undefined;
    if (parserError && parserError.status < 500) {
      return { statusCode: parserError.status, message: bodyParserMessages[parserError.type] ?? 'The request body could not be read.' };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'string') return { statusCode, message: payload };
      const { message, issues } = payload as { message?: unknown; issues?: ApiError['issues'] };
      const text = Array.isArray(message) ? message.join('. ') : typeof message === 'string' ? message : exception.message;
      return issues ? { statusCode, message: text, issues } : { statusCode, message: text };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: 'The booking database cannot be reached right now. Please try again in a moment.',
      };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again in a moment.',
    };
  }
}
