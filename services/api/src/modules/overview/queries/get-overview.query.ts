import { Query } from '@nestjs/cqrs';
import type { AdminOverview } from '@lakehouse/contracts';

export class GetOverviewQuery extends Query<AdminOverview> {
  constructor(readonly year: number) {
    super();
  }
}
