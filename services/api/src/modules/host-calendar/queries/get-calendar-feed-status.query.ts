import { Query } from '@nestjs/cqrs';
import type { AdminCalendarFeedStatus } from '@lakehouse/contracts';

export class GetCalendarFeedStatusQuery extends Query<AdminCalendarFeedStatus> {
  /** `origin`: scheme://host of the admin's request, for the export link. */
  constructor(readonly origin: string) {
    super();
  }
}
