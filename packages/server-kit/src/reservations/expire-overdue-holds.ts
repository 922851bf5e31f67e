import type { EntityManager } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { writeOutboxEntry } from '../outbox/write-outbox-entry.js';

/** Which overdue holds to expire: one reservation (its expiry job), or those overlapping a stay being booked. */
export type OverdueHoldScope = { reservationId: string } | { overlapping: { checkIn: string; checkOut: string } };

/**
 * Held → expired for the holds in scope whose 24 hours are up (compare-and-swap, so a payment that confirmed a hold
 * first wins), and, in the caller's transaction, what every expiry owes: the guest's 'hold ended' email and the
 * release of the hold's unpaid invoice, so it can no longer be paid. Returns the ids that expired.
 */
export async function expireOverdueHolds(manager: EntityManager, scope: OverdueHoldScope): Promise<string[]> {
  type Expired = [{ id: string }[], number];
  const [rows] =
    'reservationId' in scope
      ? await manager.query<Expired>(
          `UPDATE reservations SET status = 'expired', updated_at = now()
            WHERE id = $1 AND status = 'held' AND hold_expires_at <= now() RETURNING id`,
          [scope.reservationId],
        )
      : await manager.query<Expired>(
          `UPDATE reservations SET status = 'expired', updated_at = now()
            WHERE status = 'held' AND hold_expires_at <= now() AND stay && daterange($1::date, $2::date, '[)') RETURNING id`,
          [scope.overlapping.checkIn, scope.overlapping.checkOut],
        );
  for (const { id } of rows) {
    await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId: id, email: 'hold-expired' });
    await writeOutboxEntry(manager, JobName.ReleaseHoldPayment, { reservationId: id });
  }
  return rows.map((row) => row.id);
}
