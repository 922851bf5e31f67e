import { Redis } from 'ioredis';

/**
 * Producers fail fast when Redis is away (the outbox keeps the job and the relay retries);
 * workers wait for Redis to come back, as BullMQ requires (`maxRetriesPerRequest: null`).
 */
export type RedisRole = 'producer' | 'worker';

/** A new connection for the role; open it through RedisWatch.connect, which logs its outages. */
export function redisConnection(url: string, role: RedisRole): Redis {
  return new Redis(
    url,
    role === 'producer' ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 } : { maxRetriesPerRequest: null },
  );
}
