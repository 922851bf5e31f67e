import { BadRequestException, Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import {
  OutboxRelay,
  expireOverdueHolds,
  isStayOverlapViolation,
  lockBookingCalendar,
  recordStayConfirmed,
  writeOutboxEntry,
} from '@lakehouse/server-kit';
import { blocksOverlapping } from '../../availability/blocked-nights.js';
import { isDamageHoldIntent } from '../../damage-holds/damage-hold-intents.js';
import { PAYMENT_OPTIONS, type PaymentOptions } from '../payment-options.js';
import { HandleStripeWebhookCommand, type StripeWebhookResult } from './handle-stripe-webhook.command.js';
import {
  firstPaymentCents,
  isBalanceCharge,
  recordBalanceInvoicePaid,
  recordFirstPayment,
} from './instalment-payments.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The charge is in dollars: every PaymentIntent and invoice we create says so. */
const CHARGED_CURRENCY = 'usd';

/** Which stored Stripe id identifies the reservation a paid object pays for: the one we created for it. */
const PAYMENT_EVENTS: Record<string, 'stripe_invoice_id' | 'stripe_payment_intent_id'> = {
  'invoice.paid': 'stripe_invoice_id',
  'payment_intent.succeeded': 'stripe_payment_intent_id',
};

/** What a paid invoice or PaymentIntent carries that we check. */
interface PaidObject {
  id: string;
  metadata?: Record<string, string> | null;
  amount_paid?: number;
  amount_received?: number;
  currency?: string;
}

/**
 * Verifies a Stripe webhook and acts on each event id once. A paid invoice or payment intent confirms a
 * reservation only when it is the very object we created for it (its stored id; metadata names nothing on its own,
 * since anything else using the Stripe account can write it) and it paid the amount and currency we charged;
 * anything else is recorded in payment_anomalies and logged as an error, and confirms nothing. It confirms its
 * held reservation (compare-and-swap on status 'held'), and in the same transaction queues the confirmation
 * email; a payment for a hold that already expired or was cancelled is confirmed if its nights are still free and
 * refunded if not. A stay paying in instalments is confirmed by its first one (the deposit); a declined balance's own
 * invoice marks the balance paid, and a balance the worker charged is recorded by its job. The event row is written in that transaction too: if anything fails, nothing is kept, the answer
 * is 500 and Stripe delivers again.
 */
@CommandHandler(HandleStripeWebhookCommand)
export class HandleStripeWebhookHandler implements ICommandHandler<HandleStripeWebhookCommand> {
  private readonly logger = new Logger(HandleStripeWebhookHandler.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    @Inject(PAYMENT_OPTIONS) private readonly options: PaymentOptions,
  ) {}

  async execute({ rawBody, signature }: HandleStripeWebhookCommand): Promise<StripeWebhookResult> {
    if (!this.options.webhookSecret) {
      throw new ServiceUnavailableException(
        'Stripe webhooks are not set up on this server (STRIPE_WEBHOOK_SECRET is unset).',
      );
    }
    if (!signature) throw new BadRequestException('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new BadRequestException(`The Stripe signature could not be verified: ${reason}`);
    }

    let queued = false;
    const duplicate = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query<{ id: string }[]>(
        `INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (inserted.length === 0) return true;
      queued = await this.apply(manager, event);
      await manager.query(`UPDATE stripe_events SET processed_at = now() WHERE id = $1`, [event.id]);
      return false;
    });
    if (duplicate) this.logger.log(`stripe event ${event.id} (${event.type}) seen before; nothing to do`);
    if (queued) this.relay.nudge();
    return { received: true, duplicate };
  }

  /** Returns true when the event wrote jobs to the outbox (a confirmation, or a late payment's outcome). */
  private async apply(manager: EntityManager, event: Stripe.Event): Promise<boolean> {
    const storedIdColumn = PAYMENT_EVENTS[event.type];
    if (!storedIdColumn) {
      this.logger.log(`stripe event ${event.id}: ${event.type} needs no action`);
      return false;
    }
    const paid = event.data.object as PaidObject;
    const [stay] = await manager.query<{ id: string; totalCents: number }[]>(
      `SELECT id, total_cents AS "totalCents" FROM reservations WHERE ${storedIdColumn} = $1`,
      [paid.id],
    );
    const paidCents = event.type === 'invoice.paid' ? paid.amount_paid : paid.amount_received;
    const paidWith = {
      kind: event.type === 'invoice.paid' ? ('invoice' as const) : ('payment_intent' as const),
      id: paid.id,
      cents: paidCents,
    };
    if (!stay && paidWith.kind === 'invoice' && paid.currency?.toLowerCase() === CHARGED_CURRENCY) {
      const balance = await recordBalanceInvoicePaid(manager, paidWith);
      if (balance?.wrongAmount) {
        await this.recordAnomaly(manager, event, paid, balance.reservationId, balance.wrongAmount);
        return false;
      }
      if (balance) {
        this.logger.log(`balance ${balance.instalmentId} paid by its invoice ${paid.id} (event ${event.id})`);
        return balance.queued;
      }
    }
    if (!stay && paidWith.kind === 'payment_intent' && (await isBalanceCharge(manager, paid.metadata, paidCents))) {
      this.logger.log(`stripe event ${event.id}: ${paid.id} is a balance charge; its charge job records it`);
      return false;
    }
    if (!stay) {
      if (await isDamageHoldIntent(manager, paid.id)) {
        this.logger.log(`stripe event ${event.id}: ${event.type} of damage hold ${paid.id}, captured by a claim`);
        return false;
      }
      const named = await this.reservationNamedBy(manager, paid);
      if (named) await this.recordAnomaly(manager, event, paid, named, 'not the payment created for this reservation');
      else this.logger.warn(`stripe event ${event.id} (${event.type}, ${paid.id}) belongs to no reservation`);
      return false;
    }
    const currency = paid.currency?.toLowerCase();
    const chargedCents = await firstPaymentCents(manager, stay, paidWith.kind);
    if (paidCents !== chargedCents || currency !== CHARGED_CURRENCY) {
      const charged = `${chargedCents} ${CHARGED_CURRENCY}`;
      await this.recordAnomaly(manager, event, paid, stay.id, `paid ${paidCents} ${currency}, charged ${charged}`);
      return false;
    }
    const reservationId = stay.id;
    // Compare-and-swap: only a held reservation becomes confirmed; an expired one stays expired.
    const [, swapped] = await manager.query<[unknown, number]>(
      `UPDATE reservations SET status = 'confirmed', confirmed_at = now(), updated_at = now() WHERE id = $1 AND status = 'held'`,
      [reservationId],
    );
    if (swapped === 1) {
      await recordFirstPayment(manager, reservationId, paidWith);
      await writeOutboxEntry(manager, JobName.SendStayConfirmationEmail, { reservationId });
      await recordStayConfirmed(manager, reservationId);
      this.logger.log(`reservation ${reservationId} confirmed by ${event.type} ${paid.id} (event ${event.id})`);
      return true;
    }
    const rows = await manager.query<{ status: string }[]>(`SELECT status FROM reservations WHERE id = $1`, [
      reservationId,
    ]);
    const status = rows[0]?.status;
    if (status === 'expired' || status === 'cancelled') {
      return this.acceptLatePayment(manager, reservationId, paidWith, `${event.type} ${paid.id} (event ${event.id})`);
    }
    this.logger.log(`reservation ${reservationId} is ${status}; ${event.type} ${paid.id} changes nothing`);
    return false;
  }

  /**
   * Money for a hold that expired or was cancelled (its invoice was paid before the void reached Stripe): the stay
   * is confirmed if its nights are still free, else the payment is refunded in full by a job. Either way guest and
   * host are told. Returns true when the stay was confirmed.
   */
  private async acceptLatePayment(
    manager: EntityManager,
    reservationId: string,
    paidWith: { kind: 'invoice' | 'payment_intent'; id: string; cents: number | undefined },
    what: string,
  ): Promise<boolean> {
    // The same lock and checks as a new hold: the feed's blocks and the other stays can't change meanwhile.
    await lockBookingCalendar(manager);
    const [stay] = await manager.query<{ checkIn: string; checkOut: string }[]>(
      `SELECT to_char(check_in, 'YYYY-MM-DD') AS "checkIn", to_char(check_out, 'YYYY-MM-DD') AS "checkOut" FROM reservations WHERE id = $1`,
      [reservationId],
    );
    await expireOverdueHolds(manager, { overlapping: stay! });
    const nightsBlocked = (await blocksOverlapping(manager, stay!.checkIn, stay!.checkOut)).length > 0;
    const confirmed = !nightsBlocked && (await this.confirmIfFree(manager, reservationId));
    if (confirmed) {
      await recordFirstPayment(manager, reservationId, paidWith);
      await writeOutboxEntry(manager, JobName.SendStayConfirmationEmail, { reservationId });
      await recordStayConfirmed(manager, reservationId);
      await writeOutboxEntry(manager, JobName.SendReservationEmail, {
        reservationId,
        email: 'host-late-payment-accepted',
      });
      this.logger.warn(`reservation ${reservationId} paid late by ${what}; its nights were free, so it is confirmed`);
    } else {
      await writeOutboxEntry(manager, JobName.RefundLatePayment, {
        reservationId,
        paidWith: { kind: paidWith.kind, id: paidWith.id },
      });
      this.logger.warn(
        `reservation ${reservationId} paid late by ${what}; its nights are taken, so the payment is refunded`,
      );
    }
    return true;
  }

  /** Expired/cancelled → confirmed unless the exclusion constraint finds another stay on those nights. */
  private async confirmIfFree(manager: EntityManager, reservationId: string): Promise<boolean> {
    await manager.query('SAVEPOINT late_payment');
    try {
      await manager.query(
        `UPDATE reservations SET status = 'confirmed', confirmed_at = now(), updated_at = now() WHERE id = $1 AND status IN ('expired', 'cancelled')`,
        [reservationId],
      );
      await manager.query('RELEASE SAVEPOINT late_payment');
      return true;
    } catch (error) {
      if (!isStayOverlapViolation(error)) throw error;
      await manager.query('ROLLBACK TO SAVEPOINT late_payment');
      return false;
    }
  }

  /** The existing reservation a paid object's metadata names, if any: only to say which stay was aimed at. */
  private async reservationNamedBy(manager: EntityManager, paid: PaidObject): Promise<string | undefined> {
    const named = paid.metadata?.reservationId;
    if (!named || !UUID.test(named)) return undefined;
    const rows = await manager.query<{ id: string }[]>(`SELECT id FROM reservations WHERE id = $1`, [named]);
    return rows[0]?.id;
  }

  /** A payment that is not the one we asked for: kept for the host, an error line for the operator's alerts. */
  private async recordAnomaly(
    manager: EntityManager,
    event: Stripe.Event,
    paid: PaidObject,
    reservationId: string,
    reason: string,
  ): Promise<void> {
    const amount = paid.amount_paid ?? paid.amount_received ?? null;
    await manager.query(
      `INSERT INTO payment_anomalies (stripe_event_id, event_type, object_id, reservation_id, reason, amount_cents, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [event.id, event.type, paid.id, reservationId, reason, amount, paid.currency ?? null],
    );
    this.logger.error(
      `stripe event ${event.id} (${event.type}, ${paid.id}) for reservation ${reservationId} confirms nothing: ${reason}`,
    );
  }
}
