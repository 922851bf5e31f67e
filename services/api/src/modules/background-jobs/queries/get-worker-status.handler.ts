import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminWorkerStatus, WORKER_QUEUE_UNREACHABLE, workerStatusOf } from '@lakehouse/contracts';
import { JobQueue, QueueUnavailableError } from '@lakehouse/server-kit';
import { GetWorkerStatusQuery } from './get-worker-status.query.js';

@QueryHandler(GetWorkerStatusQuery)
export class GetWorkerStatusHandler implements IQueryHandler<GetWorkerStatusQuery> {
  constructor(private readonly queue: JobQueue) {}

  async execute(): Promise<AdminWorkerStatus> {
    try {
      return workerStatusOf(await this.queue.queuesWithoutConsumer());
    } catch (error) {
      if (error instanceof QueueUnavailableError) return WORKER_QUEUE_UNREACHABLE;
      throw error;
    }
  }
}
