import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { createLogger } from '@lakehouse/server-kit';
import { lazyRequestLogger } from './lazy-request-logger.js';

function loggerAt(level: Parameters<typeof createLogger>[0]['level']) {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ service: 'api', level, destination });
  let children = 0;
  const makeChild = logger.child.bind(logger);
  logger.child = ((...args: Parameters<typeof makeChild>) => {
    children += 1;
    return makeChild(...args);
  }) as typeof logger.child;
  return {
    logger,
    children: () => children,
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('lazyRequestLogger', () => {
  it('makes no child while every line is below the level, and one child for all the lines that are not', () => {
    const { logger, children, lines } = loggerAt('warn');
    const requestLogger = lazyRequestLogger(logger, { reqId: 'req-7' }, {});
    requestLogger.info('incoming request');
    requestLogger.debug({ detail: 1 }, 'details');
    expect(children()).toBe(0);
    expect(lines()).toEqual([]);

    requestLogger.warn('slow answer: %s ms', 812);
    requestLogger.error({ code: 'E1' }, 'it broke');
    expect(children()).toBe(1);
    expect(lines()).toEqual([
      expect.objectContaining({ level: 'warn', reqId: 'req-7', msg: 'slow answer: 812 ms' }),
      expect.objectContaining({ level: 'error', reqId: 'req-7', code: 'E1', msg: 'it broke' }),
    ]);
  });

  it("carries the request id of Fastify's requests into their lines", async () => {
    const { logger, lines } = loggerAt('info');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyRequestLogger, disableRequestLogging: true });
    app.get('/', (request) => {
      request.log.info('handled');
      return { ok: true };
    });
    // A real socket: light-my-request's injection does not load under jest's module system here.
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const reply = await fetch(address);
    await app.close();
    expect(reply.status).toBe(200);
    expect(lines().filter((line) => line.msg === 'handled')).toEqual([
      expect.objectContaining({ reqId: expect.stringMatching(/^req-/) }),
    ]);
  });
});
