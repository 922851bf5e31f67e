import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BOOKING_NOT_FOUND } from '@lakehouse/contracts';
import { type BookingLinks, ReservationEntity } from '@lakehouse/server-kit';

/**
 * The reservation a booking link names: its reference (the id's first 8 characters) and a key only our emails carry.
 * Anything else, a wrong key included, is the same 404, so a link can't be guessed from the answers.
 */
export async function findGuestBooking(
  manager: EntityManager,
  links: BookingLinks,
  reference: string,
  key: string,
  options: { lock?: boolean } = {},
): Promise<ReservationEntity> {
  if (!/^[0-9A-Fa-f]{8}$/.test(reference)) throw new NotFoundException(BOOKING_NOT_FOUND);
  const query = manager
    .createQueryBuilder(ReservationEntity, 'reservation')
    .where(`reservation.id::text LIKE :prefix`, { prefix: `${reference.toLowerCase()}%` });
  if (options.lock) query.setLock('pessimistic_write');
  const candidates = await query.getMany();
  const booking = candidates.find((candidate) => links.verify(candidate.id, key));
  if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
  return booking;
}
