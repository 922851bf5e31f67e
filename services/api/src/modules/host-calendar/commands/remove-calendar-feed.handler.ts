import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CALENDAR_FEED_GONE_MESSAGE } from '@lakehouse/contracts';
import { lockBookingCalendar } from '@lakehouse/server-kit';
import { RemoveCalendarFeedCommand } from './remove-calendar-feed.command.js';

/** Drops a feed the host added, with its blocks and conflicts, under the calendar lock; the settings' feed stays. */
@CommandHandler(RemoveCalendarFeedCommand)
export class RemoveCalendarFeedHandler implements ICommandHandler<RemoveCalendarFeedCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ source }: RemoveCalendarFeedCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockBookingCalendar(manager);
      const [, removed] = await manager.query<[unknown, number]>(
        `DELETE FROM calendar_feeds WHERE source = $1 AND added_by_host`,
        [source],
      );
      if (!removed) throw new NotFoundException({ statusCode: 404, message: CALENDAR_FEED_GONE_MESSAGE });
      await manager.query(`DELETE FROM calendar_blocks WHERE source = $1`, [source]);
      await manager.query(`DELETE FROM calendar_conflicts WHERE source = $1`, [source]);
    });
  }
}
