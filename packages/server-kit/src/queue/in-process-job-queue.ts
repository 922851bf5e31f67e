import { Injectable } from '@nestjs/common';
import type { JobName, JobPayload } from '@lakehouse/contracts';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { JobQueue } from './job-queue.js';

/**
 * Without Redis, "accepted" means "done": the job runs here before enqueue resolves, so the outbox entry
 * stays due until its handler has finished, and a crash mid-job means the relay runs it again.
 */
@Injectable()
export class InProcessJobQueue extends JobQueue {
  readonly driver = 'in-process' as const;

  constructor(private readonly registry: JobHandlerRegistry) {
    super();
  }

  async enqueue<N extends JobName>(job: N, payload: JobPayload<N>, options: { jobId: string }): Promise<void> {
    await this.registry.run(job, payload, { jobId: options.jobId, attempt: 1 });
  }
}
