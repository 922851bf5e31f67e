import type { EntityManager } from 'typeorm';
import {
  type AdminDamageHold,
  type GuestDamageHold,
  PROPERTY_TIME_ZONE,
  centsToDollars,
  damageHoldTimes,
} from '@lakehouse/contracts';
import {
  type ReservationEntity,
  damageHoldsOf,
  loadDamageHoldSettings,
  loadPropertySettings,
  shownDamageHold,
} from '@lakehouse/server-kit';

/** A day as the host and guest read it: 'Tuesday, July 20, 2027', on the house's calendar. */
export const holdDayText = (instant: Date): string =>
  instant.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: PROPERTY_TIME_ZONE,
  });

/**
 * A stay's damage deposit as the admin sees it. A hold on the card once the stay's payment saved one (or Stripe has
 * its invoice, which will); otherwise the host handles the deposit (no card payments, or paid outside them); none
 * when the host set $0 or the stay is no stay (an inquiry, an ended hold, a cancellation before any authorization).
 */
export async function loadDamageHold(
  manager: EntityManager,
  reservation: ReservationEntity,
  now: Date = new Date(),
): Promise<AdminDamageHold> {
  if (reservation.status === 'inquiry' || reservation.status === 'expired') return { kind: 'none' };
  const [holds, settings] = await Promise.all([
    damageHoldsOf(manager, [reservation.id]),
    loadDamageHoldSettings(manager),
  ]);
  const shown = shownDamageHold(holds);
  if (!shown) {
    if (reservation.status === 'cancelled' || settings.amount === 0) return { kind: 'none' };
    const onCard = reservation.stripePaymentMethodId !== null || reservation.stripeInvoiceId !== null;
    if (!onCard) return { kind: 'host', amount: settings.amount };
  }
  const { settings: house } = await loadPropertySettings(manager);
  const times = damageHoldTimes(reservation, settings, house);
  const firstPlaced = holds.find((hold) => hold.placedAt !== null)?.placedAt;
  const lapsed = shown?.status === 'placed' && shown.lapsesAt!.getTime() <= now.getTime();
  return {
    kind: 'card',
    amount: shown ? centsToDollars(shown.amountCents) : settings.amount,
    status: lapsed ? 'lapsed' : (shown?.status ?? 'scheduled'),
    placeAt: (firstPlaced ?? times.placeAt).toISOString(),
    releaseAt: (shown?.releasedAt ?? times.releaseAt).toISOString(),
    claimed: shown?.claimedCents ? centsToDollars(shown.claimedCents) : null,
    claimReason: shown?.claimReason ?? null,
    paymentIntentId: shown?.paymentIntentId ?? null,
    lapsesAt: shown?.lapsesAt?.toISOString() ?? null,
    attempts: holds.reduce((sum, hold) => sum + hold.attempts, 0),
    lastError: shown?.lastError ?? null,
    claimable:
      shown?.status === 'placed' && !lapsed && shown.claimRequestedAt === null && shown.releaseRequestedAt === null,
  };
}

/** The guest's view of it: what is held, when, and what was claimed; nothing of Stripe or of the host's tools. */
function guestDamageHold(hold: AdminDamageHold): GuestDamageHold {
  if (hold.kind !== 'card') return hold;
  const { paymentIntentId, lapsesAt, attempts, lastError, claimable, ...shown } = hold;
  return shown;
}

/** The guest's booking page's `damageHold`. */
export const loadGuestDamageHold = async (
  manager: EntityManager,
  reservation: ReservationEntity,
): Promise<GuestDamageHold> => guestDamageHold(await loadDamageHold(manager, reservation));
