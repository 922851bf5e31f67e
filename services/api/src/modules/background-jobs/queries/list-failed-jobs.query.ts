import { Query } from '@nestjs/cqrs';
import type { AdminFailedJobsResponse } from '@lakehouse/contracts';

export class ListFailedJobsQuery extends Query<AdminFailedJobsResponse> {}
