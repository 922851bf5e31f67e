import type { EntityManager } from 'typeorm';
import { DOOR_CODE_SHOWN_HOURS_BEFORE_CHECK_IN, type GuestDoorCode } from '@lakehouse/contracts';
import { type DoorCodeRow, liveDoorCode } from './door-codes.js';

/** Whether the stay's damage deposit failed to be held on the card (its latest authorization), on `reservations r`. */
const DEPOSIT_NOT_HELD = `
  COALESCE((SELECT h.status FROM damage_holds h WHERE h.reservation_id = r.id ORDER BY h.sequence DESC LIMIT 1), '')
    = 'failed'`;

/**
 * What a stay must have done before its guest sees the door code, as a condition on `reservations r`: confirmed, paid
 * (every instalment: the balance falls due weeks before), signed once the host has published a rental agreement, and
 * its damage deposit not refused by the card (a deposit not yet due does not hold the code back: it is placed the day
 * before arrival, after the code shows).
 */
const READY_FOR_THE_CODE = `
  r.status = 'confirmed'
  AND NOT EXISTS (SELECT 1 FROM stay_instalments i WHERE i.reservation_id = r.id AND i.status <> 'paid')
  AND NOT (EXISTS (SELECT 1 FROM content_documents WHERE kind = 'rental-agreement')
           AND NOT EXISTS (SELECT 1 FROM agreement_signatures s WHERE s.reservation_id = r.id))
  AND NOT ${DEPOSIT_NOT_HELD}`;

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

/** Whether the card refused the stay's damage deposit: the code is then held back until it is placed. */
export async function depositRefused(manager: EntityManager, reservationId: string): Promise<boolean> {
  const [row] = await manager.query<{ refused: boolean }[]>(
    `SELECT ${DEPOSIT_NOT_HELD} AS refused FROM reservations r WHERE r.id = $1`,
    [reservationId],
  );
  return row?.refused ?? false;
}

/**
 * The door code as the guest's page shows it: the code once shown (unless the card refused the damage deposit since),
 * else when it will be, or nothing.
 */
export function guestDoorCode(
  doorCode: DoorCodeRow | null,
  { depositRefused }: { depositRefused: boolean },
): GuestDoorCode {
  if (!doorCode) return { state: 'none' };
  if (depositRefused) return { state: 'waiting-for-deposit' };
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
  return doorCode?.shownAt && !(await depositRefused(manager, reservationId)) ? doorCode : null;
}
