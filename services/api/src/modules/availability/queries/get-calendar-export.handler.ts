import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { OWNER_BLOCK_PUBLIC_TITLE, addDays, isoDateInZone } from '@lakehouse/contracts';
import { writeAllDayCalendar } from '@lakehouse/server-kit';
import { AVAILABILITY_OPTIONS, type AvailabilityOptions } from '../availability-options.js';
import { GetCalendarExportQuery } from './get-calendar-export.query.js';

/** How far back finished stays are still published. */
const PAST_DAYS = 60;

@QueryHandler(GetCalendarExportQuery)
export class GetCalendarExportHandler implements IQueryHandler<GetCalendarExportQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(AVAILABILITY_OPTIONS) private readonly options: AvailabilityOptions,
  ) {}

  async execute(): Promise<string> {
    const now = new Date();
    const since = addDays(isoDateInZone(now, this.options.timeZone), -PAST_DAYS);
    // Only ids and dates are read: no guest data can leak into the feed.
    const rows = await this.dataSource.query<{ id: string; check_in: string; check_out: string }[]>(
      `SELECT id, to_char(check_in, 'YYYY-MM-DD') AS check_in, to_char(check_out, 'YYYY-MM-DD') AS check_out
         FROM reservations
        WHERE (status = 'confirmed' OR (status = 'held' AND hold_expires_at > $1)) AND check_out >= $2::date
        ORDER BY check_in, id`,
      [now, since],
    );
    // The host's own blocks close the nights on the other platforms too; their note and reason stay private.
    const ownerBlocks = await this.dataSource.query<{ id: string; starts_on: string; ends_on: string }[]>(
      `SELECT id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
         FROM owner_blocks WHERE ends_on >= $1::date ORDER BY starts_on, id`,
      [since],
    );
    return writeAllDayCalendar({
      producer: { company: 'Lakehouse', product: 'Direct bookings' },
      name: 'Lake house direct bookings',
      stamp: now,
      events: [
        ...rows.map((row) => ({
          uid: `${row.id}@${this.options.uidDomain}`,
          startsOn: row.check_in,
          endsOn: row.check_out,
          summary: 'Reserved',
        })),
        ...ownerBlocks.map((block) => ({
          uid: `owner-block-${block.id}@${this.options.uidDomain}`,
          startsOn: block.starts_on,
          endsOn: block.ends_on,
          summary: OWNER_BLOCK_PUBLIC_TITLE,
        })),
      ],
    });
  }
}
