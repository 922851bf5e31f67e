import { BadRequestException, Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  type AvailabilityResponse,
  DIRECT_SOURCE,
  type IsoDate,
  MAX_AVAILABILITY_WINDOW_MONTHS,
  PMS_FEED_SOURCE,
  SAMPLE_FEED_SOURCE,
  addMonths,
  isoDateInZone,
  resolveAvailabilityWindow,
} from '@lakehouse/contracts';
import type { CachedRead, Fill } from '../../../platform/read-cache/read-cache.js';
import { AvailabilityCache } from '../availability-cache.js';
import { AVAILABILITY_OPTIONS, type AvailabilityOptions } from '../availability-options.js';
import { blockedNights } from '../blocked-nights.js';
import { GetAvailabilityQuery } from './get-availability.query.js';

@QueryHandler(GetAvailabilityQuery)
export class GetAvailabilityHandler implements IQueryHandler<GetAvailabilityQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: AvailabilityCache,
    @Inject(AVAILABILITY_OPTIONS) private readonly options: AvailabilityOptions,
  ) {}

  execute({ window }: GetAvailabilityQuery): Promise<CachedRead<AvailabilityResponse>> {
    // Both ends given (the calendar's case): no need for "today", whose time-zone arithmetic costs more than a cache hit.
    const { from, to } =
      window.startDate && window.endDate
        ? { from: window.startDate, to: window.endDate }
        : resolveAvailabilityWindow(window, isoDateInZone(new Date(), this.options.timeZone));
    if (to < from) throw new BadRequestException({ statusCode: 400, message: 'endDate must not be before startDate' });
    if (to > addMonths(from, MAX_AVAILABILITY_WINDOW_MONTHS)) {
      throw new BadRequestException({
        statusCode: 400,
        message: `The date range must not be longer than ${MAX_AVAILABILITY_WINDOW_MONTHS} months`,
      });
    }
    return this.cache.read(`${from}/${to}`, () => this.compute(from, to));
  }

  private async compute(from: IsoDate, to: IsoDate): Promise<Fill<AvailabilityResponse>> {
    const now = new Date();
    const [blockedDates, feeds, holds] = await Promise.all([
      blockedNights(this.dataSource.manager, from, to, now),
      this.dataSource.query<{ last_success_at: Date; sample: boolean }[]>(
        `SELECT last_success_at, url LIKE 'sample:%' AS sample
           FROM calendar_feeds WHERE last_success_at IS NOT NULL ORDER BY last_success_at DESC LIMIT 1`,
      ),
      // The answer changes by itself when a hold runs out, with no write to announce it.
      this.dataSource.query<{ next_expiry: Date | null }[]>(
        `SELECT min(hold_expires_at) AS next_expiry FROM reservations WHERE status = 'held' AND hold_expires_at > $1`,
        [now],
      ),
    ]);
    const feed = feeds[0];
    const nextExpiry = holds[0]?.next_expiry;
    return {
      value: {
        blockedDates,
        lastUpdated: (feed ? new Date(feed.last_success_at) : now).toISOString(),
        // Any imported feed (the settings' one or one the host added) makes it synced data: the spec's note shows.
        source: !feed ? DIRECT_SOURCE : feed.sample ? SAMPLE_FEED_SOURCE : PMS_FEED_SOURCE,
      },
      validUntil: nextExpiry ? new Date(nextExpiry).getTime() : Number.POSITIVE_INFINITY,
    };
  }
}
