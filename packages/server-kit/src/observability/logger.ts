import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { currentRequestContext } from './request-context.js';

/**
 * Never written to a log: cookies (sessions), the admin code header, authorisation, and bodies (codes, card
 * data and guests' details travel in them). Request logs carry only method, route and status anyway.
 */
export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-access-code"]',
  'req.headers["stripe-signature"]',
  'req.body',
  'res.headers["set-cookie"]',
  'body',
  // Guests' names and addresses, should an object carrying them ever be logged (the log lines themselves use ids).
  ...['guestName', 'guestEmail', 'guestPhone', 'referrerName', 'referrerEmail', 'referrerPhone'].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
];

/** JSON lines on stdout (or `destination`, for tests); each line carries the request id and job it was written for. */
export function createLogger(options: {
  service: 'api' | 'worker';
  level: AppConfig['logLevel'];
  destination?: DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level,
      base: { service: options.service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactedLogPaths, censor: '[redacted]' },
      mixin: () => ({ ...currentRequestContext() }),
    },
    // Synchronous, so the last lines before process.exit (a failed start, a shutdown) are not lost.
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** Nest's logger calls end the arguments with the context (the class name); an error may pass its stack before it. */
function split(optionalParams: unknown[]): { context: string | undefined; extra: unknown[] } {
  const last = optionalParams.at(-1);
  return typeof last === 'string' && optionalParams.length > 0
    ? { context: last, extra: optionalParams.slice(0, -1) }
    : { context: undefined, extra: optionalParams };
}

function text(message: unknown): string {
  if (message instanceof Error) return message.message;
  return typeof message === 'string' ? message : JSON.stringify(message);
}

/** Nest's Logger (every `new Logger('X').log(...)`) written as pino JSON lines. */
export class PinoNestLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  log(message: unknown, ...optionalParams: unknown[]): void {
    this.write('info', message, optionalParams);
  }

  error(message: unknown, ...optionalParams: unknown[]): void {
    const { context, extra } = split(optionalParams);
    const stack = message instanceof Error ? message.stack : extra.find((item) => typeof item === 'string');
    this.pino.error({ context, ...(stack ? { stack } : {}) }, text(message));
  }

  warn(message: unknown, ...optionalParams: unknown[]): void {
    this.write('warn', message, optionalParams);
  }

  debug(message: unknown, ...optionalParams: unknown[]): void {
    this.write('debug', message, optionalParams);
  }

  verbose(message: unknown, ...optionalParams: unknown[]): void {
    this.write('debug', message, optionalParams);
  }

  fatal(message: unknown, ...optionalParams: unknown[]): void {
    this.write('fatal', message, optionalParams);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'fatal', message: unknown, optionalParams: unknown[]): void {
    const { context } = split(optionalParams);
    this.pino[level]({ context }, text(message));
  }
}
