import { Query } from '@nestjs/cqrs';
import type { AdminWorkerStatus } from '@lakehouse/contracts';

export class GetWorkerStatusQuery extends Query<AdminWorkerStatus> {}
