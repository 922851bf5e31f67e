import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type ArgumentsHost, ConflictException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PhotoStoreUnavailableError } from '@lakehouse/server-kit';
import { ApiExceptionFilter } from './api-exception.filter.js';

/** The reply the filter writes to: what it was given, kept. */
function recordingReply() {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    status(code: number) {
      sent.status = code;
      return reply;
    },
    type(value: string) {
      sent.headers['content-type'] = value;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

/** The host Nest gives a filter for an HTTP request: only its reply is read. */
const httpHost = (reply: FastifyReply) =>
  ({ switchToHttp: () => ({ getRequest: () => ({}), getResponse: () => reply }) }) as unknown as ArgumentsHost;

/** An error that counts how often its stack is read (V8 writes the stack out on the first read). */
function countingStackReads<E extends Error>(error: E): { error: E; reads: () => number } {
  let reads = 0;
  const stack = error.stack;
  Object.defineProperty(error, 'stack', {
    get() {
      reads += 1;
      return stack;
    },
  });
  return { error, reads: () => reads };
}

describe('ApiExceptionFilter', () => {
  const filter = new ApiExceptionFilter();
  let logged: { error: unknown[]; warn: unknown[] };

  beforeEach(() => {
    logged = { error: [], warn: [] };
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void logged.error.push(message));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void logged.warn.push(message));
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("answers a client's error with its message, logs nothing and never writes out its stack", () => {
    for (const exception of [new NotFoundException('Cannot GET /api/nope'), new ConflictException('Dates taken')]) {
      const { error, reads } = countingStackReads(exception);
      const { reply, sent } = recordingReply();
      filter.catch(error, httpHost(reply));
      expect(sent.status).toBe(exception.getStatus());
      expect(sent.body).toEqual({ statusCode: exception.getStatus(), message: exception.message });
      expect(reads()).toBe(0);
    }
    expect(logged).toEqual({ error: [], warn: [] });
  });

  it('logs a bug with its stack and answers a message a person can read', () => {
    const { error, reads } = countingStackReads(new TypeError('rates is undefined'));
    const { reply, sent } = recordingReply();
    filter.catch(error, httpHost(reply));
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(reads()).toBe(1);
    expect(logged.error).toEqual([expect.stringContaining('TypeError: rates is undefined')]);
  });

  it('logs a lost database as a warning and tells the client when to come back', () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { reply, sent } = recordingReply();
    filter.catch(lost, httpHost(reply));
    expect(sent.status).toBe(503);
    expect(sent.headers['retry-after']).toBe('5');
    expect(logged.warn).toEqual([expect.stringContaining('ECONNREFUSED')]);
  });

  it('names the dependency that is away, each in its own words, whatever socket error it carries', () => {
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    const cases: [unknown, string][] = [
      [new PhotoStoreUnavailableError('the bucket photos', 10_000, refused()), 'The photo store cannot be reached'],
      [
        Object.assign(new Error('An error occurred with our connection to Stripe.'), {
          type: 'StripeConnectionError',
          cause: refused(),
        }),
        'The payment provider cannot be reached',
      ],
      [
        Object.assign(new Error('Internal Server Error'), { name: 'ResponseError', code: 500, response: { body: '' } }),
        'The email service cannot be reached',
      ],
      [refused(), 'The booking database cannot be reached'],
    ];
    for (const [exception, words] of cases) {
      const { reply, sent } = recordingReply();
      filter.catch(exception, httpHost(reply));
      expect(sent.status).toBe(503);
      expect((sent.body as { message: string }).message).toContain(words);
    }
  });
});
