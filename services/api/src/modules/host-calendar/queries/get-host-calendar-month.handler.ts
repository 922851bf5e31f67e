import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  type HostCalendarEntry,
  type HostCalendarMonth,
  OWNER_BLOCK_KIND_LABELS,
  type OwnerBlockKind,
  addMonths,
} from '@lakehouse/contracts';
import { GetHostCalendarMonthQuery } from './get-host-calendar-month.query.js';

interface EntryRow {
  kind: HostCalendarEntry['kind'];
  id: string;
  startsOn: string;
  endsOn: string;
  label: string;
  ownerBlockKind: OwnerBlockKind | null;
}

/**
 * Everything with a night in the month, for the host: confirmed bookings, unexpired holds and inquiries (with the
 * guest's name), every feed's blocks (named by the host's name for the feed) and the host's own blocks (with their note). One statement, so one snapshot.
 */
@QueryHandler(GetHostCalendarMonthQuery)
export class GetHostCalendarMonthHandler implements IQueryHandler<GetHostCalendarMonthQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ month }: GetHostCalendarMonthQuery): Promise<HostCalendarMonth> {
    const first = `${month}-01`;
    const rows = await this.dataSource.query<EntryRow[]>(
      `SELECT kind, id, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn", label, owner_kind AS "ownerBlockKind"
         FROM (
           SELECT CASE r.status WHEN 'confirmed' THEN 'booking' WHEN 'held' THEN 'hold' ELSE 'inquiry' END AS kind,
                  r.id::text AS id, r.check_in AS starts_on, r.check_out AS ends_on, r.guest_name AS label, NULL AS owner_kind, 0 AS rank
             FROM reservations r
            WHERE r.status IN ('confirmed', 'inquiry') OR (r.status = 'held' AND r.hold_expires_at > now())
           UNION ALL
           SELECT 'feed_block', b.id::text, b.starts_on, b.ends_on, coalesce(nullif(f.name, ''), b.source) || ': ' || b.title, NULL, 1
             FROM calendar_blocks b LEFT JOIN calendar_feeds f ON f.source = b.source
           UNION ALL
           SELECT 'owner_block', o.id::text, o.starts_on, o.ends_on, o.note, o.kind, 2 FROM owner_blocks o
         ) entries
        WHERE daterange(starts_on, ends_on, '[)') && daterange($1::date, $2::date, '[)')
        ORDER BY starts_on, rank, id`,
      [first, addMonths(first, 1)],
    );
    return {
      month,
      entries: rows.map((row) =>
        row.kind === 'owner_block' && row.ownerBlockKind
          ? { ...row, label: [OWNER_BLOCK_KIND_LABELS[row.ownerBlockKind], row.label].filter(Boolean).join(': ') }
          : row,
      ),
    };
  }
}
