import type { EntityManager } from 'typeorm';
import { type BlockedDate, type IsoDate, OWNER_BLOCK_PUBLIC_TITLE } from '@lakehouse/contracts';

/** The `source` an owner block is named by where it sits beside feed blocks. */
const OWNER_BLOCK_SOURCE = 'owner';

/** Held (hold not yet run out) or confirmed: the direct bookings that take nights. Parameter $3 is "now". */
const ACTIVE_RESERVATION = `(r.status = 'confirmed' OR (r.status = 'held' AND r.hold_expires_at > $3))`;

/**
 * Every blocked night from `from` to `to` (both yyyy-MM-dd, inclusive), one entry per night, sorted: nights of
 * held/confirmed direct bookings as 'booked', nights the calendar feed or the host closes as 'blocked', and nothing
 * else (no feed title, which may name a guest; no note); a night that is both booked and blocked says 'booked'. A night is dated by its
 * evening: a stay 10th→12th takes the nights of the 10th and 11th (the checkout day is free).
 *
 * Call it with the manager of a transaction that holds `lockBookingCalendar` to read a state no feed sync
 * is halfway through replacing.
 */
export async function blockedNights(
  manager: EntityManager,
  from: IsoDate,
  to: IsoDate,
  now: Date = new Date(),
): Promise<BlockedDate[]> {
  const rows = await manager.query<BlockedDate[]>(
    `SELECT DISTINCT ON (night) to_char(night, 'YYYY-MM-DD') AS date, type
       FROM (
         SELECT gs::date AS night, 'booked' AS type, 0 AS rank
           FROM reservations r
           CROSS JOIN LATERAL generate_series(greatest(r.check_in, $1::date)::timestamp, least(r.check_out - 1, $2::date)::timestamp, interval '1 day') gs
          WHERE ${ACTIVE_RESERVATION} AND r.check_in <= $2::date AND r.check_out > $1::date
         UNION ALL
         SELECT gs::date, 'blocked', 1
           FROM calendar_blocks b
           CROSS JOIN LATERAL generate_series(greatest(b.starts_on, $1::date)::timestamp, least(b.ends_on - 1, $2::date)::timestamp, interval '1 day') gs
          WHERE b.starts_on <= $2::date AND b.ends_on > $1::date
         UNION ALL
         SELECT gs::date, 'blocked', 1
           FROM owner_blocks o
           CROSS JOIN LATERAL generate_series(greatest(o.starts_on, $1::date)::timestamp, least(o.ends_on - 1, $2::date)::timestamp, interval '1 day') gs
          WHERE o.starts_on <= $2::date AND o.ends_on > $1::date
       ) nights
      ORDER BY night, rank`,
    [from, to, now],
  );
  return rows;
}

export interface OverlappingBlock {
  /** The feed's source, or OWNER_BLOCK_SOURCE for the host's own block. */
  source: string;
  uid: string;
  title: string;
  startsOn: IsoDate;
  endsOn: IsoDate;
}

/**
 * The feed blocks and the host's own blocks that take any night of a stay [checkIn, checkOut) (checkout day
 * exclusive, so a block starting on the checkout day does not overlap). For the booking transaction: call it
 * after `lockBookingCalendar(manager)` (which the owner-block writes take too) and refuse the stay when it
 * returns anything.
 */
export async function blocksOverlapping(
  manager: EntityManager,
  checkIn: IsoDate,
  checkOut: IsoDate,
): Promise<OverlappingBlock[]> {
  return await manager.query<OverlappingBlock[]>(
    `SELECT source, uid, title, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"
       FROM (
         SELECT source, uid, title, starts_on, ends_on FROM calendar_blocks
         UNION ALL
         SELECT $3, id::text, $4, starts_on, ends_on FROM owner_blocks
       ) blocks
      WHERE daterange(starts_on, ends_on, '[)') && daterange($1::date, $2::date, '[)')
      ORDER BY starts_on, uid`,
    [checkIn, checkOut, OWNER_BLOCK_SOURCE, OWNER_BLOCK_PUBLIC_TITLE],
  );
}
