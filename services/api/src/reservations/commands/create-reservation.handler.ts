import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import {
  JobName,
  type ReservationCreated,
  dateInPropertyZone,
  nightsBetween,
  pricingResponse,
  quoteStay,
  ratesFromProperty,
} from '@lakehouse/contracts';
import { OutboxRelay, PropertyEntity, ReservationEntity, lockBookingCalendar, writeOutboxEntry } from '@lakehouse/server-kit';
import { feedBlocksOverlapping } from '../../availability/blocked-nights.js';
import { CreateReservationCommand } from './create-reservation.command.js';

const HOLD_HOURS = 24;
export const DATES_TAKEN = 'Some dates in your selected range are not available. Please choose different dates.';

function isOverlapViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23P01';
}

@CommandHandler(CreateReservationCommand)
export class CreateReservationHandler implements ICommandHandler<CreateReservationCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ request, role }: CreateReservationCommand): Promise<ReservationCreated> {
    if (request.checkInDate < dateInPropertyZone(new Date())) throw new BadRequestException('Please select a current or future date.');
    const property = await this.dataSource.getRepository(PropertyEntity).findOneBy({ slug: 'lake-house' });
    if (!property) throw new NotFoundException('The property information could not be loaded.');
    const nights = nightsBetween(request.checkInDate, request.checkOutDate);
    // The server's own quote is what is stored and charged; the browser's total is only kept for comparison.
    const quote = quoteStay(ratesFromProperty(property), { nights, includeLinens: true, familyDiscount: role === 'family' });
    const fields = {
      checkIn: request.checkInDate,
      checkOut: request.checkOutDate,
      guestName: request.guestName,
      guestEmail: request.guestEmail,
      guestPhone: request.guestPhone ?? null,
      specialRequests: request.specialRequests ?? null,
      guestCount: request.guestCount,
      role,
      quote,
      totalCents: quote.totalCents,
      clientTotalAmount: request.totalAmount ?? null,
    };
    const saved = role
      ? await this.hold(fields)
      : await this.dataSource.transaction(async (manager) => {
          const inquiry = await manager.save(manager.create(ReservationEntity, { ...fields, status: 'inquiry' }));
          await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId: inquiry.id, email: 'inquiry-received' });
          await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId: inquiry.id, email: 'host-new-inquiry' });
          return inquiry;
        });
    this.relay.nudge();
    return {
      id: saved.id,
      status: saved.status === 'held' ? 'held' : 'inquiry',
      holdExpiresAt: saved.holdExpiresAt ? saved.holdExpiresAt.toISOString() : null,
      nights,
      pricing: pricingResponse(quote),
    };
  }

  private async hold(fields: Partial<ReservationEntity>): Promise<ReservationEntity> {
    // Most of a burst for the same nights loses: tell them without queueing for the calendar lock. The locked
    // checks and the exclusion constraint below stay the authority.
    if (await this.activeStayOverlaps(fields.checkIn!, fields.checkOut!)) throw new ConflictException(DATES_TAKEN);
    try {
      return await this.dataSource.transaction(async (manager) => {
        // The feed sync takes the same lock: its blocks can't change between this check and the insert.
        await lockBookingCalendar(manager);
        await this.expireOverdueHolds(manager, fields.checkIn!, fields.checkOut!);
        await this.refuseFeedBlocks(manager, fields.checkIn!, fields.checkOut!);
        const holdExpiresAt = new Date(Date.now() + HOLD_HOURS * 60 * 60 * 1000);
        const held = await manager.save(manager.create(ReservationEntity, { ...fields, status: 'held', holdExpiresAt }));
        await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId: held.id, email: 'request-received' });
        await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId: held.id, email: 'host-new-booking' });
        await writeOutboxEntry(manager, JobName.ExpireHold, { reservationId: held.id }, { notBefore: holdExpiresAt });
        // Payment follow-up: the Stripe invoice for the hold (in manual mode the job only logs that the host invoices).
        await writeOutboxEntry(manager, JobName.CreateHoldInvoice, { reservationId: held.id });
        return held;
      });
    } catch (error) {
      // The exclusion constraint: another hold or booking took a night first.
      if (isOverlapViolation(error)) throw new ConflictException(DATES_TAKEN);
      throw error;
    }
  }

  private async activeStayOverlaps(checkIn: string, checkOut: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM reservations
        WHERE (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now())) AND stay && daterange($1::date, $2::date, '[)')
        LIMIT 1`,
      [checkIn, checkOut],
    )) as unknown[];
    return rows.length > 0;
  }

  /** A hold past its 24 h no longer blocks, even if its expiry job has not run yet. */
  private async expireOverdueHolds(manager: EntityManager, checkIn: string, checkOut: string): Promise<void> {
    await manager.query(
      `UPDATE reservations SET status = 'expired', updated_at = now()
        WHERE status = 'held' AND hold_expires_at <= now() AND stay && daterange($1::date, $2::date, '[)')`,
      [checkIn, checkOut],
    );
  }

  private async refuseFeedBlocks(manager: EntityManager, checkIn: string, checkOut: string): Promise<void> {
    if ((await feedBlocksOverlapping(manager, checkIn, checkOut)).length > 0) throw new ConflictException(DATES_TAKEN);
  }
}
