import { ConflictException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { type ReservationCreated, type ReservationRequest, pricingResponse } from '@lakehouse/contracts';
import { ReservationEntity } from '@lakehouse/server-kit';

const KEY_USED_ELSEWHERE =
  'This booking form was already sent for other dates or has since ended. Please reload the page and book again.';

/** What a reservation's first answer said, rebuilt from the stored row. */
export function reservationCreated(saved: ReservationEntity): ReservationCreated {
  return {
    id: saved.id,
    status: saved.status === 'held' ? 'held' : 'inquiry',
    holdExpiresAt: saved.holdExpiresAt ? saved.holdExpiresAt.toISOString() : null,
    nights: saved.quote.nights,
    pricing: pricingResponse(saved.quote),
  };
}

/**
 * The reservation an earlier sending of the same attempt made (same idempotency key, same access code), answered
 * as it was then; undefined when there is none. A key that made something else (other dates, or a hold that has
 * ended since) is a conflict: the form is stale.
 */
export async function earlierAttempt(
  dataSource: DataSource,
  request: ReservationRequest,
  accessCodeId: string | null,
): Promise<ReservationCreated | undefined> {
  if (!request.idempotencyKey) return undefined;
  const earlier = await dataSource.getRepository(ReservationEntity).findOneBy({
    idempotencyKey: request.idempotencyKey,
  });
  if (!earlier) return undefined;
  const sameAttempt =
    earlier.accessCodeId === accessCodeId &&
    earlier.checkIn === request.checkInDate &&
    earlier.checkOut === request.checkOutDate &&
    (earlier.status === 'held' || earlier.status === 'inquiry');
  if (!sameAttempt) throw new ConflictException(KEY_USED_ELSEWHERE);
  return reservationCreated(earlier);
}

/** Two sendings of one attempt raced, and this one lost at the unique key: the other's reservation is the answer. */
export function isRepeatedAttempt(error: unknown): boolean {
  const { code, constraint } = (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? {};
  return code === '23505' && constraint === 'reservations_idempotency_key_idx';
}
