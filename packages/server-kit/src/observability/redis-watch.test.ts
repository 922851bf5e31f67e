import { EventEmitter } from 'node:events';
import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { ErrorCode } from 'bullmq';
import { Metrics } from './metrics.js';
import { RedisWatch } from './redis-watch.js';

/** An error as BullMQ's scripts raise it for one job: a numeric code. */
const jobError = (message: string, code: number) => Object.assign(new Error(message), { code });

describe('RedisWatch', () => {
  it("reads a job's lost lock as that job's, not as Redis going away", () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const watch = new RedisWatch(new Metrics());
    const worker = new EventEmitter();
    watch.watch(worker);

    worker.emit('error', jobError('Missing lock for job 42. moveToFinished', ErrorCode.JobLockNotExist));
    expect(watch.awaySeconds()).toBe(0);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Missing lock for job 42. moveToFinished: its lock ran out before it could finish, so it runs again; what it already did is not done twice',
    ]);

    worker.emit('error', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }));
    expect(warn.mock.calls.at(-1)?.[0]).toMatch(/^Redis is not answering \(connect ECONNREFUSED/);
    warn.mockRestore();
  });
});
