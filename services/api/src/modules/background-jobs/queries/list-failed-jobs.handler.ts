import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminFailedJobsResponse } from '@lakehouse/contracts';
import { DeadLetters } from '@lakehouse/server-kit';
import { ListFailedJobsQuery } from './list-failed-jobs.query.js';

const LIMIT = 200;

@QueryHandler(ListFailedJobsQuery)
export class ListFailedJobsHandler implements IQueryHandler<ListFailedJobsQuery> {
  constructor(private readonly deadLetters: DeadLetters) {}

  async execute(): Promise<AdminFailedJobsResponse> {
    const letters = await this.deadLetters.list(LIMIT);
    return {
      jobs: letters.map((letter) => {
        const reservationId = (letter.payload as { reservationId?: unknown } | null)?.reservationId;
        return {
          id: letter.id,
          job: letter.jobName,
          reservationId: typeof reservationId === 'string' ? reservationId : null,
          attempts: letter.attempts,
          lastError: letter.lastError,
          createdAt: letter.createdAt.toISOString(),
          failedAt: letter.deadAt.toISOString(),
        };
      }),
    };
  }
}
