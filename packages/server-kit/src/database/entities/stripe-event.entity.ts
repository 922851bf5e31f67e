import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A Stripe webhook event, recorded when first received so a redelivery changes nothing. */
@Entity({ name: 'stripe_events' })
export class StripeEventEntity {
  /** Stripe's event id (evt_...). */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt!: Date | null;
}
