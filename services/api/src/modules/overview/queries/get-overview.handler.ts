import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  type AdminOverview,
  type AdminOverviewMonth,
  type AdminOverviewStay,
  OVERVIEW_UPCOMING_DAYS,
  addDays,
  centsToDollars,
  isoDateInZone,
} from '@lakehouse/contracts';
import { bookingReference } from '@lakehouse/server-kit';
import { OVERVIEW_OPTIONS, type OverviewOptions } from '../overview-options.js';
import { GetOverviewQuery } from './get-overview.query.js';

interface StayRow {
  id: string;
  status: AdminOverviewStay['status'];
  guestName: string;
  guestCount: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalCents: number;
  holdExpiresAt: Date | null;
}

interface MonthRow {
  month: string;
  nights: number;
  bookedNights: number;
  blockedNights: number;
  revenueCents: number;
}

const stayView = (row: StayRow): AdminOverviewStay => ({
  id: row.id,
  reference: bookingReference(row.id),
  status: row.status,
  guestName: row.guestName,
  guestCount: row.guestCount,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  nights: row.nights,
  total: centsToDollars(row.totalCents),
  holdExpiresAt: row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
});

/**
 * The host's overview. The lists hold confirmed stays and unexpired unpaid holds (inquiries, expired and cancelled
 * reservations take no nights). The year's figures count confirmed direct bookings only: a hold is not paid yet,
 * and a feed block (Airbnb, VRBO...) or the host's own block earns nothing we know of, so those nights are counted
 * apart as blocked, in neither occupancy nor revenue. Revenue is what guests pay for a confirmed stay (its total,
 * fees and taxes included), spread evenly over its nights, so a stay across a month's end counts in both months.
 */
@QueryHandler(GetOverviewQuery)
export class GetOverviewHandler implements IQueryHandler<GetOverviewQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OVERVIEW_OPTIONS) private readonly options: OverviewOptions,
  ) {}

  async execute({ year }: GetOverviewQuery): Promise<AdminOverview> {
    const { timeZone } = this.options;
    const today = isoDateInZone(new Date(), timeZone);
    const until = addDays(today, OVERVIEW_UPCOMING_DAYS);
    const [stays, months] = await Promise.all([this.upcomingAndHeld(today, until), this.monthsOf(year)]);
    const within = (day: string) => today <= day && day < until;
    return {
      timeZone,
      today,
      arrivals: stays.filter((stay) => within(stay.checkIn)),
      departures: stays
        .filter((stay) => within(stay.checkOut))
        .sort((a, b) => a.checkOut.localeCompare(b.checkOut) || a.checkIn.localeCompare(b.checkIn)),
      unpaidHolds: stays
        .filter((stay) => stay.status === 'held')
        .sort((a, b) => a.holdExpiresAt!.localeCompare(b.holdExpiresAt!)),
      year,
      months,
    };
  }

  /** Stays arriving or leaving in [today, until), and every unpaid hold, by check-in. */
  private async upcomingAndHeld(today: string, until: string): Promise<AdminOverviewStay[]> {
    const rows = await this.dataSource.query<StayRow[]>(
      `SELECT id::text AS id, status, guest_name AS "guestName", guest_count AS "guestCount",
              to_char(check_in, 'YYYY-MM-DD') AS "checkIn", to_char(check_out, 'YYYY-MM-DD') AS "checkOut",
              check_out - check_in AS nights, total_cents AS "totalCents", hold_expires_at AS "holdExpiresAt"
         FROM reservations
        WHERE (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))
          AND (status = 'held' OR (check_in >= $1 AND check_in < $2) OR (check_out >= $1 AND check_out < $2))
        ORDER BY check_in, id`,
      [today, until],
    );
    return rows.map(stayView);
  }

  /**
   * January to December of `year`, night by night. A stay's total is split into per-night shares whose rounding
   * to the cent adds up to the total (each night gets round(total * (i + 1) / n) - round(total * i / n)).
   */
  private async monthsOf(year: number): Promise<AdminOverviewMonth[]> {
    const rows = await this.dataSource.query<MonthRow[]>(
      `WITH nights AS (
         SELECT day::date AS night FROM generate_series($1::date, $2::date - 1, interval '1 day') AS day
       ),
       booked AS (
         SELECT r.check_in + i AS night,
                round(r.total_cents::numeric * (i + 1) / (r.check_out - r.check_in))
                  - round(r.total_cents::numeric * i / (r.check_out - r.check_in)) AS cents
           FROM reservations r
          CROSS JOIN LATERAL generate_series(0, r.check_out - r.check_in - 1) AS i
          WHERE r.status = 'confirmed' AND r.check_in < $2::date AND r.check_out > $1::date
       )
       SELECT to_char(n.night, 'YYYY-MM') AS month,
              count(*)::int AS nights,
              count(b.night)::int AS "bookedNights",
              (count(*) FILTER (
                 WHERE b.night IS NULL
                   AND (EXISTS (SELECT 1 FROM calendar_blocks c WHERE daterange(c.starts_on, c.ends_on, '[)') @> n.night)
                     OR EXISTS (SELECT 1 FROM owner_blocks o WHERE daterange(o.starts_on, o.ends_on, '[)') @> n.night))
              ))::int AS "blockedNights",
              coalesce(sum(b.cents), 0)::int AS "revenueCents"
         FROM nights n
         -- Held and confirmed stays never share a night (reservations_no_overlap): at most one booked row a night.
         LEFT JOIN booked b ON b.night = n.night
        GROUP BY 1
        ORDER BY 1`,
      [`${year}-01-01`, `${year + 1}-01-01`],
    );
    return rows.map(({ revenueCents, ...row }) => ({
      ...row,
      occupancy: row.bookedNights / row.nights,
      revenue: centsToDollars(revenueCents),
    }));
  }
}
