import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import {
  type InstalmentRow,
  JobHandler,
  OutboxRelay,
  ReservationEntity,
  loadInstalment,
  markInstalmentPaid,
  writeOutboxEntry,
} from '@lakehouse/server-kit';
import { EmailDelivery } from '../email/email-delivery.js';
import { balancePayInvoice } from './balance-pay-invoice.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { EmailContext, paymentInvoiceEmail } from '@lakehouse/messages';

interface ChargeRow {
  idempotencyKey: string;
  outcome: 'succeeded' | 'declined' | 'skipped' | null;
  paymentIntentId: string | null;
}

/**
 * One try at a stay's balance on the card its first payment saved, off session. The try's row (and its
 * idempotency key) was written by the scan before this job existed, so a job killed mid-charge and run again sends
 * the same key and Stripe replays its answer: one charge. Charged: the balance is paid, and its pay link, if the
 * card once declined, is voided (a guest who paid that link meanwhile is refunded by a job). Declined (a card
 * error): the balance shows declined, the guest gets a link to pay it (once per decline) and the host, on the first
 * decline, an alert; the scan tries the card again the next day.
 */
@Injectable()
export class ChargeBalanceProcessor {
  private readonly logger = new Logger(ChargeBalanceProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly delivery: EmailDelivery,
    private readonly context: EmailContext,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.ChargeBalance)
  async handle({ instalmentId, attempt }: JobPayload<JobName.ChargeBalance>): Promise<void> {
    const [charge] = await this.dataSource.query<ChargeRow[]>(
      `SELECT idempotency_key AS "idempotencyKey", outcome, payment_intent_id AS "paymentIntentId"
         FROM instalment_charges WHERE instalment_id = $1 AND attempt = $2`,
      [instalmentId, attempt],
    );
    const instalment = await loadInstalment(this.dataSource.manager, instalmentId);
    const reservation = instalment
      ? await this.dataSource.getRepository(ReservationEntity).findOneBy({ id: instalment.reservationId })
      : null;
    if (!charge || !instalment || !reservation) {
      this.logger.warn(`balance ${instalmentId} try ${attempt} no longer exists; nothing to charge`);
      return;
    }
    if (charge.outcome === 'declined') return this.afterDecline(reservation, instalment, attempt);
    if (charge.outcome) return;
    if (!this.stripe || instalment.status === 'paid' || reservation.status !== 'confirmed' || instalment.hostDecision) {
      await this.finish(instalmentId, attempt, 'skipped');
      this.logger.log(`balance ${instalmentId} is ${instalment.status}, its stay ${reservation.status}: not charged`);
      return;
    }
    const outcome = await this.charge(this.stripe, reservation, instalment, charge.idempotencyKey);
    if (outcome.declined !== undefined) {
      await this.dataSource.transaction(async (manager) => {
        await this.finish(instalmentId, attempt, 'declined', { message: outcome.declined }, manager);
        await manager.query(`UPDATE stay_instalments SET status = 'declined' WHERE id = $1 AND status = 'due'`, [
          instalmentId,
        ]);
        if (attempt === 1)
          await writeOutboxEntry(manager, JobName.SendReservationEmail, {
            reservationId: reservation.id,
            email: 'host-balance-declined',
          });
      });
      this.relay.nudge();
      this.logger.warn(`balance ${instalmentId} try ${attempt} declined: ${outcome.declined}`);
      return this.afterDecline(reservation, { ...instalment, status: 'declined' }, attempt);
    }
    const intentId = outcome.paymentIntentId;
    const first = await this.dataSource.transaction(async (manager) => {
      await this.finish(instalmentId, attempt, 'succeeded', { paymentIntentId: intentId }, manager);
      if (await markInstalmentPaid(manager, instalmentId, { by: 'card', paymentIntentId: intentId })) return true;
      // The guest paid the balance's link while the card was charged: this charge goes back.
      await writeOutboxEntry(manager, JobName.RefundSecondPayment, {
        instalmentId,
        paidWith: { kind: 'payment_intent', id: intentId },
      });
      return false;
    });
    this.logger.log(`balance ${instalmentId} charged to the saved card (${intentId}) on try ${attempt}`);
    if (!first) this.relay.nudge();
    else if (instalment.payInvoiceId) await this.voidPayLink(this.stripe, instalment.payInvoiceId);
  }

  private async charge(
    stripe: Stripe,
    reservation: ReservationEntity,
    instalment: InstalmentRow,
    idempotencyKey: string,
  ): Promise<{ paymentIntentId: string; declined?: undefined } | { declined: string }> {
    if (!reservation.stripeCustomerId || !reservation.stripePaymentMethodId)
      return { declined: 'No card was saved with the first payment.' };
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: instalment.amountCents,
          currency: 'usd',
          customer: reservation.stripeCustomerId,
          payment_method: reservation.stripePaymentMethodId,
          off_session: true,
          confirm: true,
          description: `Balance of the stay ${reservation.checkIn} to ${reservation.checkOut}`,
          metadata: { reservationId: reservation.id, instalmentId: instalment.id },
        },
        { idempotencyKey },
      );
      if (intent.status === 'succeeded') return { paymentIntentId: intent.id };
      return { declined: `The card needs the guest (${intent.status}).` };
    } catch (error) {
      // A card error (402) is the card's answer; anything else is retried with the same key.
      if (error instanceof Stripe.errors.StripeCardError) return { declined: error.message };
      throw error;
    }
  }

  /** The pay link and the emails of a decline; each is made or sent once, so a retried job only finishes them. */
  private async afterDecline(
    reservation: ReservationEntity,
    instalment: InstalmentRow,
    attempt: number,
  ): Promise<void> {
    if (!this.stripe || instalment.status === 'paid') return;
    const link = await balancePayInvoice(this.stripe, this.dataSource, reservation, instalment);
    const { property, addresses, words } = await this.context.load('balance-declined');
    const email = paymentInvoiceEmail(
      reservation,
      { url: link.url, amountCents: instalment.amountCents },
      property,
      addresses,
      words,
      'balance-declined',
    );
    const outcome = await this.delivery.deliverOnce(
      `balance-declined-${instalment.id}-${attempt}`,
      'balance-declined',
      email,
    );
    this.logger.log(`balance ${instalment.id} try ${attempt}: pay link ${link.id} emailed to the guest (${outcome})`);
  }

  /** Once the card paid, the balance's own invoice must not take a second payment. */
  private async voidPayLink(stripe: Stripe, invoiceId: string): Promise<void> {
    try {
      await stripe.invoices.voidInvoice(invoiceId, {}, { idempotencyKey: `void-${invoiceId}` });
    } catch (error) {
      // Already paid: its webhook finds the balance paid by the card and refunds that invoice.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      this.logger.warn(`balance invoice ${invoiceId} could not be voided: ${error.message}`);
    }
  }

  private async finish(
    instalmentId: string,
    attempt: number,
    outcome: 'succeeded' | 'declined' | 'skipped',
    detail: { paymentIntentId?: string; message?: string } = {},
    manager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE instalment_charges SET outcome = $3, payment_intent_id = $4, decline_message = $5, finished_at = now()
        WHERE instalment_id = $1 AND attempt = $2 AND outcome IS NULL`,
      [instalmentId, attempt, outcome, detail.paymentIntentId ?? null, detail.message ?? null],
    );
  }
}
