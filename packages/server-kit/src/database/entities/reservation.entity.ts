import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { AccessCodeEntity } from './access-code.entity.js';

/**
 * inquiry: no access session; blocks nothing, reaches the host.
 * held: an access-code guest's request; blocks its nights until hold_expires_at unless paid.
 * confirmed: paid. expired: the hold ran out unpaid. cancelled: by the host.
 */
export type ReservationStatus = 'inquiry' | 'held' | 'confirmed' | 'expired' | 'cancelled';

/** Half-open [check-in, check-out): the departure day is free, so back-to-back stays fit. */
export const STAY_EXPRESSION = `daterange(check_in, check_out, '[)')`;

/** The server's own price of the stay, in cents, stored when the reservation is made and charged as is. */
export interface StoredQuote {
  nights: number;
  baseRateCents: number;
  lodgingCents: number;
  familySavingsCents: number;
  cleaningFeeCents: number;
  linenFeeCents: number;
  subtotalCents: number;
  taxesCents: number;
  cardFeeCents: number;
  /** Quotes made since the host could charge a card fee: true when `cardFeeCents` is part of `totalCents`. */
  cardFeeIncluded?: boolean;
  /** Quotes made since seasons and weekend rates: the tax rate applied, and each night's rate. */
  taxRatePpm?: number;
  nightly?: { date: string; kind: 'season' | 'weekend' | 'base'; season?: string; rateCents: number }[];
  totalCents: number;
}

@Entity({ name: 'reservations' })
@Check('reservations_refund_cents_check', 'refund_cents >= 0')
@Check('reservations_status_check', `status IN ('inquiry', 'held', 'confirmed', 'expired', 'cancelled')`)
@Check('reservations_guest_count_check', 'guest_count BETWEEN 1 AND 11')
@Check('reservations_total_cents_check', 'total_cents >= 0')
@Check('reservations_check', 'check_out > check_in')
@Check('reservations_check1', `status <> 'held' OR hold_expires_at IS NOT NULL`)
// No double booking, ever: two held or confirmed stays can never share a night.
@Exclusion('reservations_no_overlap', `USING gist (stay WITH &&) WHERE (status IN ('held', 'confirmed'))`)
@Index('reservations_check_in_idx', ['checkIn'])
// The unpaid-holds cap counts a code's current holds.
@Index('reservations_unpaid_holds_by_code_idx', ['accessCodeId'], { where: `status = 'held'` })
// A booking form's attempt makes one reservation, however often it is sent.
@Index('reservations_idempotency_key_idx', ['idempotencyKey'], { unique: true, where: 'idempotency_key IS NOT NULL' })
@Index('reservations_stripe_invoice_idx', ['stripeInvoiceId'], { where: 'stripe_invoice_id IS NOT NULL' })
@Index('reservations_stripe_payment_intent_idx', ['stripePaymentIntentId'], {
  where: 'stripe_payment_intent_id IS NOT NULL',
})
export class ReservationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  status!: ReservationStatus;

  /** yyyy-MM-dd, the arrival day. */
  @Column({ type: 'date' })
  checkIn!: string;

  /** yyyy-MM-dd, the departure day: free for the next guest. */
  @Column({ type: 'date' })
  checkOut!: string;

  /** [checkIn, checkOut) as a daterange, computed by Postgres: what the no-overlap exclusion compares. */
  @Column({
    type: 'daterange',
    generatedType: 'STORED',
    asExpression: STAY_EXPRESSION,
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  stay?: string | null;

  @Column({ type: 'text' })
  guestName!: string;

  @Column({ type: 'text' })
  guestEmail!: string;

  @Column({ type: 'text', nullable: true })
  guestPhone!: string | null;

  @Column({ type: 'text', nullable: true })
  specialRequests!: string | null;

  @Column({ type: 'integer' })
  guestCount!: number;

  /** The access role of the session that made it (family, repeat, referred), or null for an inquiry. */
  @Column({ type: 'text', nullable: true })
  role!: string | null;

  /** The access code whose session made the hold (null for an inquiry, or once the code is deleted). */
  @Column({ type: 'uuid', nullable: true })
  accessCodeId!: string | null;

  @ManyToOne(() => AccessCodeEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'access_code_id', foreignKeyConstraintName: 'reservations_access_code_id_fkey' })
  accessCode?: AccessCodeEntity | null;

  /** The key the booking form sent with this attempt, so sending it again finds this reservation. */
  @Column({ type: 'uuid', nullable: true })
  idempotencyKey!: string | null;

  @Column({ type: 'jsonb' })
  quote!: StoredQuote;

  @Column({ type: 'integer' })
  totalCents!: number;

  /** What the browser said the total was: kept for the host to compare, never charged. */
  @Column({ type: 'text', nullable: true })
  clientTotalAmount!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  holdExpiresAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Column({ type: 'text', nullable: true })
  stripeInvoiceId!: string | null;

  @Column({ type: 'text', nullable: true })
  stripePaymentIntentId!: string | null;

  /** The card the first payment saved: the balance is charged to it and the damage hold placed on it. */
  @Column({ type: 'text', nullable: true })
  stripePaymentMethodId!: string | null;

  /** The full refund of a payment that arrived after the stay's nights were taken by another booking. */
  @Column({ type: 'text', nullable: true })
  stripeRefundId!: string | null;

  /** What the guest's own cancellation gives back under the policy, in cents; null unless the guest cancelled a paid stay. */
  @Column({ type: 'integer', nullable: true })
  refundCents!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
