import type { EntityManager } from 'typeorm';
import { DOOR_CODE_SHOWN_HOURS_BEFORE_CHECK_IN, type GuestDoorCode } from '@lakehouse/contracts';
import { type DoorCodeRow, liveDoorCode } from './door-codes.js';

/**
 * What a stay must have done before its guest sees the door code, as a condition on `reservations r`: confirmed, and
 * signed once the host has published a rental agreement.
 */
const READY_FOR_THE_CODE = `
  r.status = 'confirmed'
  AND NOT (EXISTS (SELECT 1 FROM content_documents WHERE kind = 'rental-agreement')
           AND NOT EXISTS (SELECT 1 FROM agreement_signatures s WHERE s.reservation_id = r.id))`;

/**
 * Shows the door code to the guests whose time has come (48 hours before check-in, until check-out) and whose stay
 * is ready for it; a stay that is not ready yet is looked at again by the next scan. Returns the stays shown.
 */
export async function showDueDoorCodes(manager: EntityManager, now: Date): Promise<string[]> {
  const [rows] = await manager.query<[{ reservationId: string }[], number]>(
    `UPDATE door_codes d SET shown_at = $1
       FROM reservations r
      WHERE d.reservation_id = r.id AND d.revoked_at IS NULL AND d.shown_at IS NULL
        AND d.valid_from - make_interval(hours => $2) <= $1 AND d.valid_until > $1
        AND ${READY_FOR_THE_CODE}
     RETURNING d.reservation_id AS "reservationId"`,
    [now, DOOR_CODE_SHOWN_HOURS_BEFORE_CHECK_IN],
  );
  return rows.map((row) => row.reservationId);
}

/** The door code as the guest's page shows it: the code once shown, else when it will be, or nothing. */
export function guestDoorCode(doorCode: DoorCodeRow | null): GuestDoorCode {
  if (!doorCode) return { state: 'none' };
  if (doorCode.shownAt) {
    const { code, validFrom, validUntil } = doorCode;
    return { state: 'shown', doorCode: { code, validFrom, validUntil } };
  }
  const shownFrom = new Date(Date.parse(doorCode.validFrom) - DOOR_CODE_SHOWN_HOURS_BEFORE_CHECK_IN * 3_600_000);
  return { state: 'later', shownFrom: shownFrom.toISOString() };
}

/** The code the guest may see, or null: for the arrival email. */
export async function shownDoorCode(manager: EntityManager, reservationId: string): Promise<DoorCodeRow | null> {
  const doorCode = await liveDoorCode(manager, reservationId);
  return doorCode?.shownAt ? doorCode : null;
}
