import type { DamageHoldFacts } from '../templates/damage-hold-email.js';
import { type StoredQuote, ContactMessageEntity, ReferralEntity, ReservationEntity } from '@lakehouse/server-kit';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** 3 nights at $350 with cleaning, linens and 8.5 % tax, as a preview shows when no booking is chosen. */
const SAMPLE_QUOTE: StoredQuote = {
  nights: 3,
  baseRateCents: 35_000,
  lodgingCents: 105_000,
  familySavingsCents: 0,
  cleaningFeeCents: 18_000,
  linenFeeCents: 8_000,
  subtotalCents: 131_000,
  taxesCents: 11_135,
  cardFeeCents: 4_500,
  totalCents: 142_135,
};

/** A returning guest's held stay six weeks from `now`, to fill a preview without touching a real booking. */
export function sampleReservation(now = new Date()): ReservationEntity {
  const checkIn = now.getTime() + 42 * DAY_MS;
  return Object.assign(new ReservationEntity(), {
    id: '5a3c1e2b-7d4f-4a6b-9c8d-0e1f2a3b4c5d',
    status: 'held',
    checkIn: isoDay(checkIn),
    checkOut: isoDay(checkIn + 3 * DAY_MS),
    guestName: 'Ada Lovelace',
    guestEmail: 'ada@example.com',
    guestPhone: '(603) 555-0142',
    specialRequests: 'A crib for our youngest, please.',
    guestCount: 4,
    role: 'repeat',
    accessCodeId: '00000000-0000-4000-8000-000000000000',
    quote: SAMPLE_QUOTE,
    totalCents: SAMPLE_QUOTE.totalCents,
    clientTotalAmount: '1421.35',
    holdExpiresAt: new Date(now.getTime() + DAY_MS),
    confirmedAt: null,
    stripeCustomerId: null,
    stripeInvoiceId: 'in_sample',
    stripePaymentIntentId: null,
    stripeRefundId: 're_sample',
    refundCents: SAMPLE_QUOTE.totalCents,
    createdAt: now,
    updatedAt: now,
  });
}

/** A $250 hold of which $80 was claimed, released 7 days after check-out, as a deposit email's preview shows. */
export const sampleDamageHold = (reservation: ReservationEntity): DamageHoldFacts => ({
  amountCents: 25_000,
  releaseDate: isoDay(new Date(`${reservation.checkOut}T12:00:00Z`).getTime() + 7 * DAY_MS),
  claimedCents: 8_000,
  claimReason: 'A broken window in the bunk room',
  problem: 'Your card was declined.',
});

export const sampleContactMessage = (now = new Date()): ContactMessageEntity =>
  Object.assign(new ContactMessageEntity(), {
    id: '6b4d2f3c-8e5a-4b7c-8d9e-1f2a3b4c5d6e',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    message: 'Is the dock in the water by Memorial Day? We would love to bring our kayaks.',
    receivedAt: now,
  });

export const sampleReferral = (now = new Date()): ReferralEntity =>
  Object.assign(new ReferralEntity(), {
    id: '7c5e3a4d-9f6b-4c8d-9eaf-2a3b4c5d6e7f',
    referrerName: 'Charles Babbage',
    referrerEmail: 'charles@example.com',
    referrerPhone: null,
    relationship: 'Stayed last summer with his family',
    notes: null,
    submittedByRole: 'referred',
    receivedAt: now,
  });
