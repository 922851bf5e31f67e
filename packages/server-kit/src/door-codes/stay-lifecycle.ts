import type { EntityManager } from 'typeorm';
import { recordStayWebhookEvent } from '../webhooks/stay-webhook.js';
import { issueDoorCode, revokeDoorCode } from './door-codes.js';

/**
 * What follows a stay's confirmation, however it came (a payment, a late payment, the host): the host's webhook
 * hears of it and the stay gets its door code, in the confirming transaction.
 */
export async function recordStayConfirmed(manager: EntityManager, reservationId: string): Promise<void> {
  await recordStayWebhookEvent(manager, 'stay.confirmed', reservationId);
  await issueDoorCode(manager, reservationId);
}

/** What follows a confirmed stay's cancellation, by the host or the guest: announced, and its door code revoked. */
export async function recordStayCancelled(manager: EntityManager, reservationId: string): Promise<void> {
  await recordStayWebhookEvent(manager, 'stay.cancelled', reservationId);
  await revokeDoorCode(manager, reservationId);
}
