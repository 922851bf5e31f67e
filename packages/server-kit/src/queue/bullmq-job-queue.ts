import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type JobName, type JobPayload, QueueName, queueOf } from '@lakehouse/contracts';
import { Metrics, type QueueDepth, type QueueState } from '../observability/metrics.js';
import { currentRequestContext } from '../observability/request-context.js';
import { RedisWatch } from '../observability/redis-watch.js';
import { withTimeout } from '../observability/with-timeout.js';
import { type EnqueueOptions, JobQueue, queueJobId } from './job-queue.js';
import { JOB_ATTEMPTS, QUEUE_OPTIONS, type QueueOptions } from './queue-options.js';
import { QueueUnavailableError } from './queue-unavailable.error.js';

const DAY_SECONDS = 24 * 60 * 60;
const REDIS_ANSWER_TIMEOUT_MS = 5_000;
const depthStates: QueueState[] = ['waiting', 'active', 'delayed', 'failed'];

@Injectable()
export class BullMqJobQueue extends JobQueue implements OnApplicationShutdown {
  readonly driver = 'bullmq' as const;
  readonly acceptedMeansDone = false;
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    @Inject(QUEUE_OPTIONS) private readonly options: QueueOptions,
    metrics: Metrics,
    private readonly redisWatch: RedisWatch,
  ) {
    super();
    this.connection = redisWatch.connect(options.redisUrl!, 'producer');
    metrics.addSources({ queueDepths: () => withTimeout(this.depths(), 2_000, 'Redis') });
  }

  async enqueue<N extends JobName>(job: N, payload: JobPayload<N>, options: EnqueueOptions): Promise<void> {
    const requestId = options.requestId ?? currentRequestContext()?.requestId;
    // A Queue made while Redis is away would wait for it, holding the relay's pass: fail fast instead.
    if (this.connection.status !== 'ready')
      throw new QueueUnavailableError(`Redis connection is ${this.connection.status}`);
    try {
      const added = this.queue(queueOf(job)).add(job, payload, {
        jobId: queueJobId(options.jobId, options.retryRound),
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.options.retryDelayMs },
        // Keeping finished jobs a while makes a re-enqueue of the same id a no-op; the database stays the authority.
        removeOnComplete: { age: DAY_SECONDS, count: 5_000 },
        removeOnFail: { age: 14 * DAY_SECONDS },
        // BullMQ's field for context that travels with a job (kept as is while no telemetry is configured): the
        // payload stays exactly the job's contract.
        ...(requestId ? { telemetry: { metadata: requestId } } : {}),
      });
      // An add that still lands after the timeout is harmless: the next hand-over of the same job id does nothing.
      await withTimeout(added, REDIS_ANSWER_TIMEOUT_MS, 'Redis');
    } catch (error) {
      throw new QueueUnavailableError(error);
    }
  }

  /** BullMQ workers name their Redis connections after their queue: a queue without such a client has no worker. */
  async queuesWithoutConsumer(): Promise<QueueName[]> {
    if (this.connection.status !== 'ready')
      throw new QueueUnavailableError(`Redis connection is ${this.connection.status}`);
    try {
      const queues = Object.values(QueueName);
      const counts = await withTimeout(
        Promise.all(queues.map((name) => this.queue(name).getWorkersCount())),
        REDIS_ANSWER_TIMEOUT_MS,
        'Redis',
      );
      return queues.filter((_, index) => counts[index] === 0);
    } catch (error) {
      throw new QueueUnavailableError(error);
    }
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.options.prefix });
      this.redisWatch.watch(queue);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private async depths(): Promise<QueueDepth[]> {
    const perQueue = await Promise.all(
      Object.values(QueueName).map(async (queue) => {
        const counts = await this.queue(queue).getJobCounts(...depthStates);
        return depthStates.map((state) => ({ queue, state, count: counts[state] ?? 0 }));
      }),
    );
    return perQueue.flat();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
