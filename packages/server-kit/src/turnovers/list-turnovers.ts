import type { EntityManager } from 'typeorm';
import type { Turnover, TurnoverStay } from '@lakehouse/contracts';

interface TurnoverRow {
  d_source: string;
  d_check_in: string;
  d_check_out: string;
  d_guests: number | null;
  d_first_name: string | null;
  n_source: string | null;
  n_check_in: string | null;
  n_check_out: string | null;
  n_guests: number | null;
  n_first_name: string | null;
}

/**
 * Each departure between `from` and `to` (yyyy-MM-dd, both included), with the next arrival after it: confirmed
 * direct bookings (guest count and the guest's first name only) and the imported calendars' blocks (dates and the
 * feed's name only). Nothing about money or how to reach a guest is read, so none can leak to a cleaner. Shared by
 * the admin list, the cleaner's calendar feed and the digest emails, so all three always agree.
 */
export async function listTurnovers(manager: EntityManager, from: string, to: string): Promise<Turnover[]> {
  const rows = await manager.query<TurnoverRow[]>(
    `WITH stays AS (
       SELECT 'Direct booking' AS source, check_in, check_out, guest_count,
              nullif(split_part(btrim(guest_name), ' ', 1), '') AS first_name
         FROM reservations WHERE status = 'confirmed'
       UNION ALL
       SELECT coalesce(nullif(f.name, ''), b.source), b.starts_on, b.ends_on, NULL, NULL
         FROM calendar_blocks b LEFT JOIN calendar_feeds f ON f.source = b.source
     )
     SELECT d.source AS d_source, to_char(d.check_in, 'YYYY-MM-DD') AS d_check_in,
            to_char(d.check_out, 'YYYY-MM-DD') AS d_check_out, d.guest_count AS d_guests, d.first_name AS d_first_name,
            n.source AS n_source, to_char(n.check_in, 'YYYY-MM-DD') AS n_check_in,
            to_char(n.check_out, 'YYYY-MM-DD') AS n_check_out, n.guest_count AS n_guests, n.first_name AS n_first_name
       FROM stays d
       LEFT JOIN LATERAL (
         SELECT * FROM stays n WHERE n.check_in >= d.check_out ORDER BY n.check_in, n.check_out LIMIT 1
       ) n ON true
      WHERE d.check_out >= $1::date AND d.check_out <= $2::date
      ORDER BY d.check_out, d.check_in`,
    [from, to],
  );
  return rows.map((row) => {
    const nextArrival = nextStay(row);
    return {
      departure: {
        source: row.d_source,
        checkIn: row.d_check_in,
        checkOut: row.d_check_out,
        guestCount: row.d_guests,
        firstName: row.d_first_name,
      },
      nextArrival,
      sameDay: nextArrival?.checkIn === row.d_check_out,
    };
  });
}

function nextStay(row: TurnoverRow): TurnoverStay | null {
  if (row.n_source === null || row.n_check_in === null || row.n_check_out === null) return null;
  return {
    source: row.n_source,
    checkIn: row.n_check_in,
    checkOut: row.n_check_out,
    guestCount: row.n_guests,
    firstName: row.n_first_name,
  };
}
