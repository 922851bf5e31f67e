import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminMessage, JobName, RESERVATION_NOT_FOUND } from '@lakehouse/contracts';
import { OutboxRelay, ReservationEntity, writeOutboxEntry } from '@lakehouse/server-kit';
import { RESERVATIONS_ADMIN_OPTIONS, type ReservationsAdminOptions } from '../reservations-admin-options.js';
import { ResendInvoiceCommand } from './resend-invoice.command.js';

const MANUAL_INVOICES = 'Payments are manual (no Stripe): the host sends the invoice.';

/**
 * Emails a held reservation's Stripe invoice link again. The hosted URL is not stored, so the invoice job runs
 * again with `resend`: it retrieves the existing invoice (creating nothing) and emails the link under a delivery
 * key of its own job id, so it really sends, once per resend.
 */
@CommandHandler(ResendInvoiceCommand)
export class ResendInvoiceHandler implements ICommandHandler<ResendInvoiceCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    @Inject(RESERVATIONS_ADMIN_OPTIONS) private readonly options: ReservationsAdminOptions,
  ) {}

  async execute({ id }: ResendInvoiceCommand): Promise<AdminMessage> {
    const guestEmail = await this.dataSource.transaction(async (manager) => {
      // Locked, so a payment or an expiry can't slip in between the check and the job.
      const reservation = await manager.findOne(ReservationEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!reservation) throw new NotFoundException(RESERVATION_NOT_FOUND);
      // In manual mode the invoice job does nothing, whatever is stored.
      if (this.options.paymentsManual) throw new ConflictException(MANUAL_INVOICES);
      if (!reservation.stripeInvoiceId) {
        throw new ConflictException(
          'This reservation has no Stripe invoice yet; the guest gets the link once it is created.',
        );
      }
      if (reservation.status !== 'held') {
        throw new ConflictException(
          `Only a held reservation's invoice can be resent; this one is ${reservation.status}.`,
        );
      }
      await writeOutboxEntry(manager, JobName.CreateHoldInvoice, { reservationId: id, resend: true });
      return reservation.guestEmail;
    });
    this.relay.nudge();
    return { message: `The invoice link is being emailed to ${guestEmail} again.` };
  }
}
