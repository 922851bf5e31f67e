// npm test's own needs: a missing program is named with its Debian package, and with no REDIS_URL and nothing
// at the default address the run gets a private redis-server, stopped afterwards.
import { afterEach, describe, expect, it } from '@jest/globals';
import { freePort } from '@lakehouse/server-kit/testing';
import { answers, missingProgramMessage, provideRedis } from './test-prerequisites.mjs';

type ProvidedRedis = { url: string; origin: string; stop: () => Promise<void> };
const provide = provideRedis as (options: {
  env: Record<string, string>;
  defaultPort?: number;
}) => Promise<ProvidedRedis>;
const isAnswering = answers as (host: string, port: number) => Promise<boolean>;
const missing = missingProgramMessage as (names: string[]) => string | undefined;

describe('missing programs', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('names the program and the Debian package in one line', () => {
    process.env.PATH = '/nowhere';
    expect(missing(['redis-server'])).toBe(
      'npm test needs redis-server, which is not installed: apt-get install -y redis-server (Debian package redis-server)',
    );
  });

  it('says nothing when the programs are there', () => {
    expect(missing(['redis-server'])).toBeUndefined();
    expect(missing([])).toBeUndefined();
  });
});

describe('the Redis of a test run', () => {
  it('starts a private redis-server when REDIS_URL is unset and nothing answers at the default address, and stops it', async () => {
    const closedPort = await freePort();
    const redis = await provide({ env: {}, defaultPort: closedPort });
    const port = Number(new URL(redis.url).port);
    expect(port).not.toBe(closedPort);
    expect(redis.origin).toBe('a private redis-server for this run');
    expect(await isAnswering('127.0.0.1', port)).toBe(true);
    await redis.stop();
    expect(await isAnswering('127.0.0.1', port)).toBe(false);
  });

  it('uses REDIS_URL when set, and starts nothing', async () => {
    const redis = await provide({ env: { REDIS_URL: 'redis://redis.example:6380' } });
    expect(redis).toMatchObject({ url: 'redis://redis.example:6380', origin: 'REDIS_URL' });
  });
});
