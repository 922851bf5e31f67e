import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type JobName, type JobPayload, type QueueName, queueOf } from '@lakehouse/contracts';
import { JobQueue } from './job-queue.js';
import { QUEUE_OPTIONS, type QueueOptions } from './queue-options.js';
import { redisConnection } from './redis-connection.js';

const DAY_SECONDS = 24 * 60 * 60;

@Injectable()
export class BullMqJobQueue extends JobQueue implements OnApplicationShutdown {
  readonly driver = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(QUEUE_OPTIONS) private readonly options: QueueOptions) {
    super();
    this.connection = redisConnection(options.redisUrl!, 'producer');
  }

  async enqueue<N extends JobName>(job: N, payload: JobPayload<N>, options: { jobId: string }): Promise<void> {
    await this.queue(queueOf(job)).add(job, payload, {
      jobId: options.jobId,
      attempts: 8,
      backoff: { type: 'exponential', delay: 2_000 },
      // Keeping finished jobs a while makes a re-enqueue of the same id a no-op; the database stays the authority.
      removeOnComplete: { age: DAY_SECONDS, count: 5_000 },
      removeOnFail: { age: 14 * DAY_SECONDS },
    });
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.options.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
