import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import {
  JobHandler,
  type JobContext,
  ReservationEntity,
  agreementSignatureNeeded,
  firstInstalment,
  loadInstalments,
} from '@lakehouse/server-kit';
import { EmailDelivery } from '../email/email-delivery.js';
import { instalmentLine, invoiceLines } from './invoice-lines.js';
import { releaseHoldPayment } from './release-hold-payment.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { EmailContext, paymentInvoiceEmail } from '@lakehouse/messages';

type StoredStripeId = 'stripe_customer_id' | 'stripe_invoice_id';

/**
 * A held reservation's Stripe invoice: customer, draft invoice (send_invoice, due in 1 day), one item per
 * quote line (or one for the deposit, when the stay's schedule splits it), finalize, then the guest gets the hosted invoice link. Safe to run again after any partial
 * success: every create carries a key derived from the reservation (Stripe answers a repeated key with the
 * first answer), and the ids already stored on the reservation are reused instead of created again.
 * In manual mode (no STRIPE_SECRET_KEY) it logs and does nothing: the host sends the invoice.
 */
@Injectable()
export class CreateHoldInvoiceProcessor {
  private readonly logger = new Logger(CreateHoldInvoiceProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    private readonly context: EmailContext,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.CreateHoldInvoice)
  async handle(payload: JobPayload<JobName.CreateHoldInvoice>, context: JobContext): Promise<void> {
    const id = payload.reservationId;
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneBy({ id });
    if (!reservation) {
      this.logger.warn(`reservation ${id} no longer exists; no invoice`);
      return;
    }
    if (!this.stripe) {
      this.logger.log(`reservation ${id}: payments are manual (no STRIPE_SECRET_KEY); the host sends the invoice`);
      return;
    }
    if (reservation.status !== 'held') {
      this.logger.log(`reservation ${id} is ${reservation.status}, not held; no invoice`);
      return;
    }
    if (reservation.holdExpiresAt && reservation.holdExpiresAt.getTime() <= Date.now()) {
      this.logger.log(`reservation ${id}: the hold ended at ${reservation.holdExpiresAt.toISOString()}; no invoice`);
      return;
    }
    // No way to pay before the host's rental agreement is signed: signing writes this job again.
    if (await agreementSignatureNeeded(this.dataSource.manager, id)) {
      this.logger.log(`reservation ${id}: the rental agreement is not signed yet; the invoice waits for it`);
      return;
    }
    const stripe = this.stripe;
    // A deposit is one line saying what it is part of; the whole stay is its quote's lines.
    const instalments = await loadInstalments(this.dataSource.manager, id);
    const first = firstInstalment(instalments);
    const lines =
      first?.kind === 'deposit'
        ? [
            instalmentLine(
              reservation,
              first,
              instalments.find((row) => row.kind === 'balance'),
            ),
          ]
        : invoiceLines(reservation.quote);

    const customerId =
      reservation.stripeCustomerId ??
      (await this.store(
        id,
        'stripe_customer_id',
        (
          await stripe.customers.create(
            {
              email: reservation.guestEmail,
              name: reservation.guestName,
              ...(reservation.guestPhone ? { phone: reservation.guestPhone } : {}),
              metadata: { reservationId: id },
            },
            { idempotencyKey: `cus-${id}` },
          )
        ).id,
      ));

    let invoice: Stripe.Invoice;
    if (reservation.stripeInvoiceId) {
      invoice = await stripe.invoices.retrieve(reservation.stripeInvoiceId);
    } else {
      invoice = await stripe.invoices.create(
        {
          customer: customerId,
          collection_method: 'send_invoice',
          days_until_due: 1,
          currency: 'usd',
          // Only the items made for this invoice below, never another pending item of the customer.
          pending_invoice_items_behavior: 'exclude',
          // We email the link ourselves, once.
          auto_advance: false,
          description: `Stay ${reservation.checkIn} to ${reservation.checkOut}`,
          metadata: { reservationId: id },
        },
        { idempotencyKey: `inv-${id}` },
      );
      await this.store(id, 'stripe_invoice_id', invoice.id);
    }

    if (invoice.status === 'draft') {
      for (const line of lines) {
        await stripe.invoiceItems.create(
          {
            customer: customerId,
            invoice: invoice.id,
            amount: line.amountCents,
            currency: 'usd',
            description: line.description,
            metadata: { reservationId: id, line: line.key },
          },
          { idempotencyKey: `ii-${id}-${line.key}` },
        );
      }
      invoice = await stripe.invoices.finalizeInvoice(
        invoice.id,
        { auto_advance: false },
        { idempotencyKey: `fin-${id}` },
      );
    }
    if (!invoice.hosted_invoice_url) {
      throw new Error(
        `invoice ${invoice.id} of reservation ${id} has no hosted invoice URL (status ${invoice.status})`,
      );
    }
    // The hold may have ended or been cancelled while this ran, after its release job found no invoice yet.
    const current = await this.dataSource.getRepository(ReservationEntity).findOneBy({ id });
    if (current && current.status !== 'held' && current.status !== 'confirmed') {
      const done = await releaseHoldPayment(stripe, { ...current, stripeInvoiceId: invoice.id });
      this.logger.log(
        `reservation ${id} became ${current.status} while its invoice was made: ${done.join(', ')}; no link sent`,
      );
      return;
    }

    const { property, addresses, words } = await this.context.load('payment-invoice');
    const email = paymentInvoiceEmail(
      reservation,
      { url: invoice.hosted_invoice_url, amountCents: invoice.amount_due },
      property,
      addresses,
      words,
    );
    // The admin's "resend invoice" job sends again, once per resend job (its outbox entry id).
    const deliveryKey = payload.resend ? `invoice-link-${id}-resend-${context.jobId}` : `invoice-link-${id}`;
    const outcome = await this.delivery.deliverOnce(deliveryKey, 'payment-invoice', email);
    this.logger.log(`reservation ${id}: invoice ${invoice.id} (${invoice.amount_due} cents), link email ${outcome}`);
  }

  /** Keeps the first id stored for the reservation (a concurrent run may have stored it already). */
  private async store(reservationId: string, column: StoredStripeId, value: string): Promise<string> {
    const [rows] = await this.dataSource.query<[{ value: string }[], number]>(
      `UPDATE reservations SET ${column} = COALESCE(${column}, $2), updated_at = now() WHERE id = $1 RETURNING ${column} AS value`,
      [reservationId, value],
    );
    const stored = rows[0]?.value ?? value;
    if (stored !== value)
      this.logger.warn(`reservation ${reservationId}: ${column} was already ${stored}; keeping it, not ${value}`);
    return stored;
  }
}
