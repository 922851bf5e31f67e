import { Command } from '@nestjs/cqrs';
import type { AdminCalendarFeed, CalendarFeedFields } from '@lakehouse/contracts';

export class AddCalendarFeedCommand extends Command<AdminCalendarFeed> {
  constructor(readonly feed: CalendarFeedFields) {
    super();
  }
}
