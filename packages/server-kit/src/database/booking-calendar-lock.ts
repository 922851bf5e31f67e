import type { EntityManager } from 'typeorm';

// Any fixed number, distinct from the migration lock.
const BOOKING_CALENDAR_LOCK = 7_341_002;

/**
 * Serializes the two writers of the calendar, inside their transactions: a booking (which checks the feed's
 * blocks) and a feed sync (which replaces them). Released when the transaction ends.
 */
export async function lockBookingCalendar(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [BOOKING_CALENDAR_LOCK]);
}
