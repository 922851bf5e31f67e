import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { PinoNestLogger, createLogger } from './logger.js';
import { requestIdFrom, runWithRequestContext } from './request-context.js';

function capture(): { lines: () => Record<string, unknown>[]; destination: Writable } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    destination,
    lines: () =>
      chunks
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('logger', () => {
  it("writes Nest's log calls as JSON lines carrying the request and job they were written for", () => {
    const { destination, lines } = capture();
    const logger = new PinoNestLogger(createLogger({ service: 'worker', level: 'info', destination }));
    runWithRequestContext({ requestId: 'req-1', job: 'email.contact-message', jobId: 'job-1' }, () =>
      logger.log('sent', 'EmailDelivery'),
    );
    logger.debug('not at info level', 'EmailDelivery');
    logger.error('it broke', 'Error: it broke\n    at somewhere', 'Relay');
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 'info',
        service: 'worker',
        context: 'EmailDelivery',
        msg: 'sent',
        requestId: 'req-1',
        job: 'email.contact-message',
        jobId: 'job-1',
      }),
      expect.objectContaining({
        level: 'error',
        context: 'Relay',
        msg: 'it broke',
        stack: expect.stringContaining('at somewhere'),
      }),
    ]);
  });

  it('never writes cookies, the admin code header or bodies', () => {
    const { destination, lines } = capture();
    const logger = createLogger({ service: 'api', level: 'info', destination });
    logger.info(
      {
        req: {
          headers: { cookie: 'lakehouse_session=secret', 'x-access-code': 'ADMIN-CODE-1', authorization: 'Bearer x' },
          body: { code: 'FAMILY-1' },
        },
        res: { headers: { 'set-cookie': 'lakehouse_session=secret' } },
      },
      'request completed',
    );
    const written = JSON.stringify(lines());
    for (const secret of ['lakehouse_session=secret', 'ADMIN-CODE-1', 'Bearer x', 'FAMILY-1'])
      expect(written).not.toContain(secret);
    expect(written).toContain('[redacted]');
  });

  it("never writes a guest's name, email or phone from a logged object", () => {
    const { destination, lines } = capture();
    const logger = createLogger({ service: 'api', level: 'info', destination });
    logger.info(
      {
        guestName: 'Zelda Q',
        reservation: { guestEmail: 'zelda@example.com', guestPhone: '555 0100', referrerName: 'Rex' },
      },
      'held',
    );
    const written = JSON.stringify(lines());
    for (const detail of ['Zelda Q', 'zelda@example.com', '555 0100', 'Rex']) expect(written).not.toContain(detail);
  });

  it('keeps a sane incoming request id and replaces anything else', () => {
    expect(requestIdFrom('abc-123.def')).toBe('abc-123.def');
    for (const bad of [undefined, '', 'has spaces', 'x'.repeat(200), 'line\nbreak']) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
