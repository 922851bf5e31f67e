import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DOOR_CODE_REUSE_DAYS, type DoorCode, PROPERTY_TIME_ZONE } from '@lakehouse/contracts';
import { loadPropertySettings } from '../settings/load-property-settings.js';
import { recordDoorCodeWebhookEvent } from '../webhooks/stay-webhook.js';

/** A stored door code as the host sees it. */
export interface DoorCodeRow extends DoorCode {
  chosenBy: 'generated' | 'host';
  shownAt: Date | null;
}

const GENERATED_DIGITS = 6;

/** The host chose digits another stay had within the year. */
export class DoorCodeTakenError extends Error {}

const LIVE_CODE = `
  SELECT code, chosen_by AS "chosenBy", valid_from AS "validFrom", valid_until AS "validUntil", shown_at AS "shownAt"
    FROM door_codes WHERE reservation_id = $1 AND revoked_at IS NULL`;

interface StoredRow {
  code: string;
  chosenBy: 'generated' | 'host';
  validFrom: Date;
  validUntil: Date;
  shownAt: Date | null;
}

const rowOf = (row: StoredRow): DoorCodeRow => ({
  code: row.code,
  chosenBy: row.chosenBy,
  validFrom: row.validFrom.toISOString(),
  validUntil: row.validUntil.toISOString(),
  shownAt: row.shownAt,
});

const doorCodeOf = ({ code, validFrom, validUntil }: DoorCodeRow): DoorCode => ({ code, validFrom, validUntil });

/** The stay's current door code, if it has one. */
export async function liveDoorCode(manager: EntityManager, reservationId: string): Promise<DoorCodeRow | null> {
  const [row] = await manager.query<StoredRow[]>(LIVE_CODE, [reservationId]);
  return row ? rowOf(row) : null;
}

/**
 * Gives a confirmed stay its door code, in the caller's transaction: `hostCode` when the host chose one, else six
 * random digits; either way digits no other stay had within a year. A code the stay already had is revoked first.
 * Both changes are announced to the host's webhook, so a lock service adds the new code and removes the old.
 */
export async function issueDoorCode(
  manager: EntityManager,
  reservationId: string,
  hostCode?: string,
): Promise<DoorCodeRow> {
  // One code is chosen at a time, so two stays confirmed together never draw the same digits.
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('door_codes'))`);
  let code = hostCode;
  if (code !== undefined) {
    if (await takenWithinAYear(manager, code, reservationId)) throw new DoorCodeTakenError(code);
  } else {
    do code = String(randomInt(0, 10 ** GENERATED_DIGITS)).padStart(GENERATED_DIGITS, '0');
    while (await takenWithinAYear(manager, code, reservationId));
  }
  // A guest who already saw the old code sees the new one at once.
  const replaced = await revokeDoorCode(manager, reservationId);
  const { settings } = await loadPropertySettings(manager);
  const [row] = await manager.query<StoredRow[]>(
    `INSERT INTO door_codes (reservation_id, code, chosen_by, valid_from, valid_until, shown_at)
     SELECT id, $2, $3, (check_in + $4::time) AT TIME ZONE $6, (check_out + $5::time) AT TIME ZONE $6,
            CASE WHEN $7 THEN now() END
       FROM reservations WHERE id = $1
     RETURNING code, chosen_by AS "chosenBy", valid_from AS "validFrom", valid_until AS "validUntil", shown_at AS "shownAt"`,
    [
      reservationId,
      code,
      hostCode === undefined ? 'generated' : 'host',
      settings.checkInTime,
      settings.checkOutTime,
      PROPERTY_TIME_ZONE,
      replaced.some((old) => old.shownAt !== null),
    ],
  );
  if (!row) throw new Error(`reservation ${reservationId} not found for its door code`);
  const issued = rowOf(row);
  await recordDoorCodeWebhookEvent(manager, 'door-code.issued', reservationId, doorCodeOf(issued));
  return issued;
}

/** Revokes the stay's current code, if any, in the caller's transaction, and tells the host's webhook. */
export async function revokeDoorCode(manager: EntityManager, reservationId: string): Promise<DoorCodeRow[]> {
  const [rows] = await manager.query<[StoredRow[], number]>(
    `UPDATE door_codes SET revoked_at = now() WHERE reservation_id = $1 AND revoked_at IS NULL
     RETURNING code, chosen_by AS "chosenBy", valid_from AS "validFrom", valid_until AS "validUntil", shown_at AS "shownAt"`,
    [reservationId],
  );
  const revoked = rows.map(rowOf);
  for (const doorCode of revoked) {
    await recordDoorCodeWebhookEvent(manager, 'door-code.revoked', reservationId, doorCodeOf(doorCode));
  }
  return revoked;
}

/** Whether another stay had these digits on a lock within the last year, or will have them. */
async function takenWithinAYear(manager: EntityManager, code: string, reservationId: string): Promise<boolean> {
  const [row] = await manager.query<{ taken: boolean }[]>(
    `SELECT EXISTS (
       SELECT 1 FROM door_codes
        WHERE code = $1 AND reservation_id <> $2 AND valid_until > now() - make_interval(days => $3)
     ) AS taken`,
    [code, reservationId, DOOR_CODE_REUSE_DAYS],
  );
  return row?.taken ?? false;
}
