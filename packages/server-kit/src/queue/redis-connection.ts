import { Redis } from 'ioredis';

/**
 * Producers fail fast when Redis is away (the outbox keeps the job and the relay retries);
 * workers wait for Redis to come back, as BullMQ requires (`maxRetriesPerRequest: null`).
 */
export function redisConnection(url: string, role: 'producer' | 'worker'): Redis {
  return new Redis(
    url,
    role === 'producer' ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 } : { maxRetriesPerRequest: null },
  );
}
