import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiError } from '@lakehouse/contracts';

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

/** Every error leaves as JSON with a `message` a person can read; a 5xx is logged as the bug it is. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    response.status(body.statusCode).json(body);
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
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again in a moment.',
    };
  }
}
