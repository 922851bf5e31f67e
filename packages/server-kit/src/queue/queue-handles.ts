import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QueueName } from '@lakehouse/contracts';
import type { RedisWatch } from '../observability/redis-watch.js';

export interface QueueHandles {
  /** One BullMQ Queue per queue of the catalogue, for reading (the queue dashboard). */
  queues: Queue[];
  close(): Promise<void>;
}

/** Opens every queue of the catalogue on one connection that waits for Redis rather than failing, as BullMQ expects. */
export function openQueueHandles(redisUrl: string, prefix: string, redisWatch: RedisWatch): QueueHandles {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  redisWatch.watchConnection(connection);
  const queues = Object.values(QueueName).map((name) => new Queue(name, { connection, prefix }));
  for (const queue of queues) redisWatch.watch(queue);
  return {
    queues,
    async close() {
      await Promise.all(queues.map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
