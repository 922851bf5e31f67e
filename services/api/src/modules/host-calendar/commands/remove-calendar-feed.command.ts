import { Command } from '@nestjs/cqrs';

export class RemoveCalendarFeedCommand extends Command<void> {
  constructor(readonly source: string) {
    super();
  }
}
