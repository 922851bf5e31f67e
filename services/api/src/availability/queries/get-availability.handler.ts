import { BadRequestException, Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  type AvailabilityResponse,
  DIRECT_SOURCE,
  MAX_AVAILABILITY_WINDOW_MONTHS,
  addMonths,
  isoDateInZone,
  resolveAvailabilityWindow,
} from '@lakehouse/contracts';
import { AVAILABILITY_OPTIONS, type AvailabilityOptions } from '../availability-options.js';
import { blockedNights } from '../blocked-nights.js';
import { GetAvailabilityQuery } from './get-availability.query.js';

@QueryHandler(GetAvailabilityQuery)
export class GetAvailabilityHandler implements IQueryHandler<GetAvailabilityQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(AVAILABILITY_OPTIONS) private readonly options: AvailabilityOptions,
  ) {}

  async execute({ window }: GetAvailabilityQuery): Promise<AvailabilityResponse> {
    const now = new Date();
    const { from, to } = resolveAvailabilityWindow(window, isoDateInZone(now, this.options.timeZone));
    if (to < from) throw new BadRequestException({ statusCode: 400, message: 'endDate must not be before startDate' });
    if (to > addMonths(from, MAX_AVAILABILITY_WINDOW_MONTHS)) {
      throw new BadRequestException({ statusCode: 400, message: `The date range must not be longer than ${MAX_AVAILABILITY_WINDOW_MONTHS} months` });
    }
    const [blockedDates, feeds] = await Promise.all([
      blockedNights(this.dataSource.manager, from, to, now),
      this.dataSource.query(
        `SELECT source, last_success_at FROM calendar_feeds WHERE last_success_at IS NOT NULL ORDER BY last_success_at DESC LIMIT 1`,
      ) as Promise<{ source: string; last_success_at: Date }[]>,
    ]);
    const feed = feeds[0];
    return {
      blockedDates,
      lastUpdated: (feed ? new Date(feed.last_success_at) : now).toISOString(),
      source: feed ? feed.source : DIRECT_SOURCE,
    };
  }
}
