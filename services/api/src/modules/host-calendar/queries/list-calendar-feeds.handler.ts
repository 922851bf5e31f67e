import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminCalendarFeed } from '@lakehouse/contracts';
import { loadCalendarFeeds } from '../calendar-feed.view.js';
import { ListCalendarFeedsQuery } from './list-calendar-feeds.query.js';

@QueryHandler(ListCalendarFeedsQuery)
export class ListCalendarFeedsHandler implements IQueryHandler<ListCalendarFeedsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute(): Promise<AdminCalendarFeed[]> {
    return loadCalendarFeeds(this.dataSource);
  }
}
