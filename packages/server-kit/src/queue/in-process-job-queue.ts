import { Injectable } from '@nestjs/common';
import { type JobName, type JobPayload, QueueName, queueOf } from '@lakehouse/contracts';
import { Metrics } from '../observability/metrics.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { type EnqueueOptions, JobQueue } from './job-queue.js';

/**
 * Without Redis, "accepted" means "done": the job runs here before enqueue resolves, so the outbox entry
 * stays due until its handler has finished, and a crash mid-job means the relay runs it again.
 */
@Injectable()
export class InProcessJobQueue extends JobQueue {
  readonly driver = 'in-process' as const;
  readonly acceptedMeansDone = true;
  // Jobs wait in the outbox (its backlog gauge), never in a queue: only running jobs show as depth.
  private readonly active = new Map<QueueName, number>(Object.values(QueueName).map((queue) => [queue, 0]));

  constructor(
    private readonly registry: JobHandlerRegistry,
    metrics: Metrics,
  ) {
    super();
    metrics.addSources({
      queueDepths: () =>
        Promise.resolve([...this.active].map(([queue, count]) => ({ queue, state: 'active' as const, count }))),
    });
  }

  /** This process runs every job itself. */
  queuesWithoutConsumer(): Promise<QueueName[]> {
    return Promise.resolve([]);
  }

  async enqueue<N extends JobName>(job: N, payload: JobPayload<N>, options: EnqueueOptions): Promise<void> {
    const queue = queueOf(job);
    this.active.set(queue, (this.active.get(queue) ?? 0) + 1);
    try {
      await this.registry.run(job, payload, {
        jobId: options.jobId,
        attempt: 1,
        ...(options.requestId ? { requestId: options.requestId } : {}),
      });
    } finally {
      this.active.set(queue, (this.active.get(queue) ?? 1) - 1);
    }
  }
}
