import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminCalendarFeedStatus, PMS_FEED_SOURCE } from '@lakehouse/contracts';
import { CalendarFeedEntity } from '@lakehouse/server-kit';
import { loadCalendarFeeds } from '../calendar-feed.view.js';
import { CALENDAR_FEED_OPTIONS, type CalendarFeedOptions } from '../calendar-feed-options.js';
import { GetCalendarFeedStatusQuery } from './get-calendar-feed-status.query.js';
import { redactFeedUrl } from '../redact-feed-url.js';

interface ConflictRow {
  uid: string;
  title: string;
  startsOn: string;
  endsOn: string;
  reservationId: string;
  guestName: string | null;
  detectedAt: Date;
}

@QueryHandler(GetCalendarFeedStatusQuery)
export class GetCalendarFeedStatusHandler implements IQueryHandler<GetCalendarFeedStatusQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CALENDAR_FEED_OPTIONS) private readonly options: CalendarFeedOptions,
  ) {}

  async execute({ origin }: GetCalendarFeedStatusQuery): Promise<AdminCalendarFeedStatus> {
    const { feedEnabled, feedUrl, exportToken } = this.options;
    const source = PMS_FEED_SOURCE;
    const feed = await this.dataSource.getRepository(CalendarFeedEntity).findOneBy({ source });
    const [{ count }] = await this.dataSource.query<[{ count: number }]>(
      `SELECT count(*)::int AS count FROM calendar_blocks WHERE source = $1`,
      [source],
    );
    const conflicts = await this.dataSource.query<ConflictRow[]>(
      `SELECT c.uid, c.title, to_char(c.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(c.ends_on, 'YYYY-MM-DD') AS "endsOn",
              c.reservation_id AS "reservationId", r.guest_name AS "guestName", c.detected_at AS "detectedAt"
         FROM calendar_conflicts c
         LEFT JOIN reservations r ON r.id = c.reservation_id
        WHERE c.source = $1 AND c.resolved_at IS NULL
        ORDER BY c.starts_on, c.uid`,
      [source],
    );
    // The configured feed, not the last synced one: what the next sync reads.
    const url = !feedEnabled ? null : redactFeedUrl(feedUrl ?? 'sample:');
    const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
    return {
      source,
      url,
      lastAttemptAt: iso(feed?.lastAttemptAt),
      lastSuccessAt: iso(feed?.lastSuccessAt),
      lastError: feed?.lastError ?? null,
      lastErrorAt: iso(feed?.lastErrorAt),
      blocksCount: count,
      conflicts: conflicts.map((conflict) => ({
        ...conflict,
        detectedAt: new Date(conflict.detectedAt).toISOString(),
      })),
      exportUrl: exportToken ? `${origin}/api/calendar/${encodeURIComponent(exportToken)}.ics` : null,
      feeds: await loadCalendarFeeds(this.dataSource),
    };
  }
}
