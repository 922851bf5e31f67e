import { Query } from '@nestjs/cqrs';
import type { HostCalendarMonth } from '@lakehouse/contracts';

export class GetHostCalendarMonthQuery extends Query<HostCalendarMonth> {
  constructor(readonly month: string) {
    super();
  }
}
