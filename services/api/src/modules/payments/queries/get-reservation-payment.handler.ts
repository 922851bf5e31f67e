import { ForbiddenException, Inject, Logger, NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { type ReservationPayment, centsToDollars } from '@lakehouse/contracts';
import {
  type BookingLinks,
  ReservationEntity,
  agreementSignatureNeeded,
  bookingReference,
  firstInstalment,
  loadInstalments,
} from '@lakehouse/server-kit';
import { BOOKING_LINKS } from '@lakehouse/messages';
import { STRIPE } from '../payment-options.js';
import { GetReservationPaymentQuery } from './get-reservation-payment.query.js';

const NOT_YOUR_RESERVATION =
  'This reservation can only be followed from the browser that made it. Please open the link in your booking email.';

/**
 * Where the booking page sends the guest to pay, and whether the hold is paid yet. The hosted invoice page is
 * Stripe's: its address is read from the invoice the worker made for the hold, while it is open.
 */
@QueryHandler(GetReservationPaymentQuery)
export class GetReservationPaymentHandler implements IQueryHandler<GetReservationPaymentQuery> {
  private readonly logger = new Logger(GetReservationPaymentHandler.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks | null,
  ) {}

  async execute({ reservationId, ticketReservationId }: GetReservationPaymentQuery): Promise<ReservationPayment> {
    // First, before anything that tells a stranger whether the id exists.
    if (ticketReservationId !== reservationId) throw new ForbiddenException(NOT_YOUR_RESERVATION);
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneBy({ id: reservationId });
    if (!reservation) throw new NotFoundException('No reservation with this id. Please start your booking again.');
    // No way to pay is shown before the rental agreement is signed: the guest's booking page is where they sign.
    const mustSign =
      reservation.status === 'held' && (await agreementSignatureNeeded(this.dataSource.manager, reservation.id));
    const signAgreementUrl = mustSign ? this.links?.url(reservation.id) : undefined;
    return {
      reference: bookingReference(reservation.id),
      status: reservation.status,
      payment: this.stripe ? 'online' : 'manual',
      payUrl: mustSign ? null : await this.payUrl(reservation),
      holdExpiresAt:
        reservation.status === 'held' && reservation.holdExpiresAt ? reservation.holdExpiresAt.toISOString() : null,
      total: centsToDollars(reservation.totalCents),
      dueNow: centsToDollars(
        firstInstalment(await loadInstalments(this.dataSource.manager, reservation.id))?.amountCents ??
          reservation.totalCents,
      ),
      ...(signAgreementUrl ? { signAgreementUrl } : {}),
    };
  }

  private async payUrl(reservation: ReservationEntity): Promise<string | null> {
    if (!this.stripe || reservation.status !== 'held' || !reservation.stripeInvoiceId) return null;
    try {
      const invoice = await this.stripe.invoices.retrieve(reservation.stripeInvoiceId);
      return invoice.status === 'open' ? (invoice.hosted_invoice_url ?? null) : null;
    } catch (error) {
      // The page keeps asking; the link is also in the hold's email.
      if (error instanceof Stripe.errors.StripeError) {
        this.logger.warn(`reservation ${reservation.id}: its invoice could not be read from Stripe: ${error.message}`);
        return null;
      }
      throw error;
    }
  }
}
