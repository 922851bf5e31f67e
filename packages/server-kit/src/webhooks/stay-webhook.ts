import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  type DoorCode,
  type DoorCodeEventType,
  JobName,
  type StayEventType,
  type StayWebhookEvent,
} from '@lakehouse/contracts';
import { writeOutboxEntry } from '../outbox/write-outbox-entry.js';
import { bookingReference } from '../reservations/booking-links.js';

/** A new signing secret: 256 random bits, `whsec_` so it is recognisable in a password manager or a log scan. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` under the secret (the whole string, prefix included). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

interface StayRow {
  id: string;
  check_in: string;
  check_out: string;
  guest_count: number;
  status: string;
  arrival_time: string | null;
}

/**
 * Records a stay event for the host's webhook, in the caller's transaction (so the change and its announcement
 * commit together or not at all): the delivery row with the exact body, and its job in the outbox. Nothing is
 * written when the host has set no webhook address. Returns the delivery's id.
 */
export async function recordStayWebhookEvent(
  manager: EntityManager,
  type: StayEventType,
  reservationId: string,
): Promise<string | null> {
  const url = await webhookAddress(manager);
  if (!url) return null;
  return recordDelivery(manager, url, await stayEvent(manager, type, reservationId, randomUUID()));
}

/** A stay event's body as the receiver gets it: the stay as it stands now. */
async function stayEvent(
  manager: EntityManager,
  type: StayEventType,
  reservationId: string,
  id: string,
): Promise<StayWebhookEvent> {
  const [stay] = await manager.query<StayRow[]>(
    `SELECT r.id, to_char(r.check_in, 'YYYY-MM-DD') AS check_in, to_char(r.check_out, 'YYYY-MM-DD') AS check_out,
            r.guest_count, r.status, to_char(a.arrival_time, 'HH24:MI') AS arrival_time
       FROM reservations r LEFT JOIN arrival_details a ON a.reservation_id = r.id
      WHERE r.id = $1`,
    [reservationId],
  );
  if (!stay) throw new Error(`reservation ${reservationId} not found for its ${type} webhook`);
  return {
    id,
    type,
    createdAt: new Date().toISOString(),
    data: {
      reference: bookingReference(stay.id),
      checkIn: stay.check_in,
      checkOut: stay.check_out,
      guestCount: stay.guest_count,
      status: stay.status === 'confirmed' ? 'confirmed' : 'cancelled',
      arrivalTime: stay.arrival_time,
    },
  };
}

/** Records a door code's issue or revocation for the host's webhook, in the caller's transaction, as above. */
export async function recordDoorCodeWebhookEvent(
  manager: EntityManager,
  type: DoorCodeEventType,
  reservationId: string,
  doorCode: DoorCode,
): Promise<string | null> {
  const url = await webhookAddress(manager);
  if (!url) return null;
  return recordDelivery(manager, url, {
    id: randomUUID(),
    type,
    createdAt: new Date().toISOString(),
    data: { reference: bookingReference(reservationId), ...doorCode },
  });
}

async function webhookAddress(manager: EntityManager): Promise<string | undefined> {
  const [endpoint] = await manager.query<{ url: string }[]>(`SELECT url FROM webhook_endpoint WHERE id = 1`);
  return endpoint?.url;
}

async function recordDelivery(
  manager: EntityManager,
  url: string,
  event: StayWebhookEvent,
  options: { notBefore?: Date } = {},
): Promise<string> {
  await manager.query(`INSERT INTO webhook_deliveries (id, event_type, url, body) VALUES ($1, $2, $3, $4)`, [
    event.id,
    event.type,
    url,
    JSON.stringify(event),
  ]);
  await writeOutboxEntry(manager, JobName.DeliverStayWebhook, { deliveryId: event.id }, options);
  return event.id;
}

/** How long a guest's change waits for the next one before it is announced. */
const GUEST_CHANGE_SETTLE_SECONDS = 10;

/**
 * A change the guest makes (the arrival time), announced as stay.changed once their changes settle: a change while
 * the last one still waits replaces its body with the stay as it now stands and waits again, so a burst of changes
 * reaches the receiver once, with the last. The delivery waits in the outbox (not yet due, so no worker has it).
 */
export async function recordSettledStayChange(manager: EntityManager, reservationId: string): Promise<void> {
  const url = await webhookAddress(manager);
  if (!url) return;
  const notBefore = new Date(Date.now() + GUEST_CHANGE_SETTLE_SECONDS * 1000);
  const [waiting] = await manager.query<{ id: string; entry: string }[]>(
    `SELECT d.id, o.id AS entry
       FROM webhook_deliveries d JOIN outbox o ON o.payload->>'deliveryId' = d.id::text
      WHERE d.event_type = 'stay.changed' AND d.status = 'pending' AND d.body::jsonb->'data'->>'reference' = $1
        AND o.completed_at IS NULL AND o.claimed_until IS NULL AND o.available_at > now() + interval '1 second'
      ORDER BY o.available_at DESC LIMIT 1
        FOR UPDATE OF o SKIP LOCKED`,
    [bookingReference(reservationId)],
  );
  if (!waiting) {
    await recordDelivery(manager, url, await stayEvent(manager, 'stay.changed', reservationId, randomUUID()), {
      notBefore,
    });
    return;
  }
  const event = await stayEvent(manager, 'stay.changed', reservationId, waiting.id);
  await manager.query(`UPDATE webhook_deliveries SET body = $2, url = $3 WHERE id = $1`, [
    waiting.id,
    JSON.stringify(event),
    url,
  ]);
  await manager.query(`UPDATE outbox SET available_at = $2 WHERE id = $1`, [waiting.entry, notBefore]);
}
