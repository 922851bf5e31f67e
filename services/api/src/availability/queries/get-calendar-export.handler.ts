import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { addDays, isoDateInZone } from '@lakehouse/contracts';
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
    return writeAllDayCalendar({
      producer: { company: 'Lakehouse', product: 'Direct bookings' },
      name: 'Lake house direct bookings',
      stamp: now,
      events: rows.map((row) => ({
        uid: `${row.id}@${this.options.uidDomain}`,
        startsOn: row.check_in,
        endsOn: row.check_out,
        summary: 'Reserved',
      })),
    });
  }
}
