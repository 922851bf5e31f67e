import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QueueName } from '@lakehouse/contracts';
import { RedisWatch } from '../observability/redis-watch.js';
import { runWithRequestContext } from '../observability/request-context.js';
import { DeadLetters } from '../outbox/dead-letters.js';
import { OutboxCompletions } from '../outbox/outbox-completions.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { outboxIdOf } from './job-queue.js';
import { QUEUE_OPTIONS, type QueueOptions } from './queue-options.js';

/** Consumes every queue of the catalogue and runs each job through the registry. */
@Injectable()
export class BullMqWorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BullMqWorkerHost.name);
  private readonly workers: Worker[] = [];
  // BullMQ leaves connections it was handed open, so this host closes its own.
  private readonly connections: Redis[] = [];

  constructor(
    @Inject(QUEUE_OPTIONS) private readonly options: QueueOptions,
    private readonly registry: JobHandlerRegistry,
    private readonly deadLetters: DeadLetters,
    private readonly completions: OutboxCompletions,
    private readonly redisWatch: RedisWatch,
  ) {}

  onApplicationBootstrap(): void {
    for (const queue of Object.values(QueueName)) {
      const connection = this.redisWatch.connect(this.options.redisUrl!, 'worker');
      this.connections.push(connection);
      const worker = new Worker(
        queue,
        async (job) => {
          const requestId = job.opts.telemetry?.metadata;
          const jobId = outboxIdOf(job.id!);
          const attempt = job.attemptsMade + 1;
          try {
            await this.registry.run(job.name, job.data, { jobId, attempt, ...(requestId ? { requestId } : {}) });
          } catch (error) {
            // Recorded before BullMQ hears of the last failure, so a crash in between can't lose the dead letter.
            if (attempt >= (job.opts.attempts ?? 1))
              await this.deadLetters.record(jobId, attempt, error instanceof Error ? error.message : String(error));
            throw error;
          }
          // The entry is done only now, not when it was queued: until then the relay hands it over again if Redis
          // loses it. A crash before this line runs the job again, which the handler's idempotency absorbs.
          await this.completions.markDone(jobId);
        },
        {
          connection,
          prefix: this.options.prefix,
          concurrency: this.options.concurrency,
        },
      );
      worker.on('failed', (job, error) =>
        runWithRequestContext({ requestId: job?.opts.telemetry?.metadata, job: job?.name, jobId: job?.id }, () =>
          this.logger.warn(
            `${queue}: job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`,
          ),
        ),
      );
      // Errors of the worker's connections, Redis away above all: logged once per outage, not once per retry.
      this.redisWatch.watch(worker);
      this.workers.push(worker);
    }
    this.logger.log(
      `consuming queues ${Object.values(QueueName).join(', ')} (concurrency ${this.options.concurrency})`,
    );
  }

  /** Lets the jobs in flight finish before the process exits (SIGTERM); BullMQ hands back any it can't. */
  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.logger.log(`stopping workers${signal ? ` on ${signal}` : ''}; waiting for jobs in flight`);
    await Promise.all(this.workers.map((worker) => worker.close()));
    for (const connection of this.connections) connection.disconnect();
  }
}
