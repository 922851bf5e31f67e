import type { EntityManager } from 'typeorm';
import type { GuestBooking } from '@lakehouse/contracts';
import {
  type ReservationEntity,
  depositRefused,
  guestDoorCode,
  liveDoorCode,
  loadInstalments,
} from '@lakehouse/server-kit';
import { loadGuestDamageHold } from '../damage-holds/damage-hold.view.js';
import { isReviewed } from '../reviews/review-rows.js';
import { loadArrivalDetails } from './arrival-details-rows.js';
import { guestBookingView } from './guest-booking.view.js';

/**
 * The guest's booking page as it stands: the reservation with what was given and issued since (review, arrival, door
 * code, damage hold) and what it pays when.
 */
export async function loadGuestBooking(
  manager: EntityManager,
  reservation: ReservationEntity,
  today: string,
): Promise<GuestBooking> {
  const reviewed = await isReviewed(manager, reservation.id);
  const arrival = await loadArrivalDetails(manager, reservation.id);
  const doorCode = guestDoorCode(await liveDoorCode(manager, reservation.id), {
    depositRefused: await depositRefused(manager, reservation.id),
  });
  const damageHold = await loadGuestDamageHold(manager, reservation);
  const instalments = await loadInstalments(manager, reservation.id);
  return guestBookingView(reservation, today, { reviewed, arrival, doorCode, damageHold, instalments });
}
