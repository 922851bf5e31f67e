import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@lakehouse/server-kit';
import { createTestDatabase, type TestDatabase } from '@lakehouse/server-kit/testing';
import { RateLimiter, TooManyRequestsException, type KeyedRateLimit } from './rate-limiter.js';

describe('RateLimiter.consumeInOrder, against Postgres', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let limiter: RateLimiter;

  const limit = (key: string, allowed: number, message = `${key} refused`): KeyedRateLimit => ({
    key,
    limit: allowed,
    windowSeconds: 3600,
    message,
  });
  const countOf = async (key: string) =>
    (await dataSource.query<{ failures: number }[]>('SELECT failures FROM attempt_counters WHERE key = $1', [key]))[0]
      ?.failures ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    limiter = new RateLimiter(dataSource);
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('counts every limit while each allows the request, in one statement', async () => {
    await expect(limiter.consumeInOrder([limit('a1', 5), limit('b1', 5), limit('c1', 5)])).resolves.toEqual([1, 1, 1]);
    await expect(limiter.consumeInOrder([limit('a1', 5), limit('b1', 5), limit('c1', 5)])).resolves.toEqual([2, 2, 2]);
  });

  it('stops at the first limit passed: it is counted and answered, the limits after it are not counted', async () => {
    await limiter.consumeInOrder([limit('a2', 5), limit('b2', 1), limit('c2', 5)]);
    const refused = limiter.consumeInOrder([limit('a2', 5), limit('b2', 1, 'Wait {minutes} minutes'), limit('c2', 5)]);
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsException);
    await expect(refused).rejects.toMatchObject({ message: 'Wait 60 minutes', retryAfterSeconds: expect.any(Number) });
    expect([await countOf('a2'), await countOf('b2'), await countOf('c2')]).toEqual([2, 2, 1]);
  });

  it('counts nothing after a first limit that refuses', async () => {
    await limiter.consume('a3', limit('a3', 1));
    await expect(limiter.consumeInOrder([limit('a3', 1), limit('b3', 5)])).rejects.toBeInstanceOf(
      TooManyRequestsException,
    );
    expect([await countOf('a3'), await countOf('b3')]).toEqual([2, 0]);
  });

  it('holds under concurrency: of 20 requests at once against a limit of 5, exactly 5 pass', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => limiter.consumeInOrder([limit('a4', 5), limit('b4', 100)])),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(await countOf('b4')).toBe(5);
  });
});
