import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * inquiry: no access session; blocks nothing, reaches the host.
 * held: an access-code guest's request; blocks its nights until hold_expires_at unless paid.
 * confirmed: paid. expired: the hold ran out unpaid. cancelled: by the host.
 */
export type ReservationStatus = 'inquiry' | 'held' | 'confirmed' | 'expired' | 'cancelled';

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
  totalCents: number;
}

@Entity({ name: 'reservations' })
export class ReservationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  status!: ReservationStatus;

  /** yyyy-MM-dd, the arrival day. */
  @Column({ name: 'check_in', type: 'date' })
  checkIn!: string;

  /** yyyy-MM-dd, the departure day: free for the next guest. */
  @Column({ name: 'check_out', type: 'date' })
  checkOut!: string;

  @Column({ name: 'guest_name', type: 'text' })
  guestName!: string;

  @Column({ name: 'guest_email', type: 'text' })
  guestEmail!: string;

  @Column({ name: 'guest_phone', type: 'text', nullable: true })
  guestPhone!: string | null;

  @Column({ name: 'special_requests', type: 'text', nullable: true })
  specialRequests!: string | null;

  @Column({ name: 'guest_count', type: 'integer' })
  guestCount!: number;

  /** The access role of the session that made it (family, repeat, referred), or null for an inquiry. */
  @Column({ type: 'text', nullable: true })
  role!: string | null;

  /** The access code whose session made the hold (null for an inquiry, or once the code is deleted). */
  @Column({ name: 'access_code_id', type: 'uuid', nullable: true })
  accessCodeId!: string | null;

  @Column({ type: 'jsonb' })
  quote!: StoredQuote;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents!: number;

  /** What the browser said the total was: kept for the host to compare, never charged. */
  @Column({ name: 'client_total_amount', type: 'text', nullable: true })
  clientTotalAmount!: string | null;

  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt!: Date | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Column({ name: 'stripe_invoice_id', type: 'text', nullable: true })
  stripeInvoiceId!: string | null;

  @Column({ name: 'stripe_payment_intent_id', type: 'text', nullable: true })
  stripePaymentIntentId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
