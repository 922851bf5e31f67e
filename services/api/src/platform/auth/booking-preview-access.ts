import { ForbiddenException } from '@nestjs/common';
import type { AdminActor } from './admin-actor.js';

/**
 * Only the host fills a preview (an email's or the agreement's) from a real booking, with its guest's details; a
 * co-host previews with the sample booking.
 */
export function assertMayPreviewBooking(actor: AdminActor, reservationId: string | undefined): void {
  if (reservationId && actor.role !== 'host')
    throw new ForbiddenException('Only the host can preview with a real booking. Preview with the sample instead.');
}
