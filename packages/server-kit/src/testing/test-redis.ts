import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The real Redis the integration tests use (REDIS_URL, default the local one). */
export const testRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A queue prefix of the test's own, so tests sharing one Redis never see each other's jobs. */
export function uniqueQueuePrefix(): string {
  return `test-${randomBytes(4).toString('hex')}`;
}

/** Removes every key under the prefix. */
export async function deleteQueueKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
