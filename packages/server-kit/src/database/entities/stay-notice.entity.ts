import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ReservationEntity } from './reservation.entity.js';

export type StayNoticeKind =
  'hold-reminder' | 'entry-instructions' | 'thank-you' | 'arrival-details-request' | 'arrival-details-reminder';

/** A scheduled email of a stay, queued once: the row is inserted in the transaction that queues it. */
@Entity({ name: 'stay_notices' })
@Check(
  'stay_notices_kind_check',
  `kind IN ('hold-reminder', 'entry-instructions', 'thank-you', 'arrival-details-request', 'arrival-details-reminder')`,
)
export class StayNoticeEntity {
  @PrimaryColumn({ type: 'uuid' })
  reservationId!: string;

  @PrimaryColumn({ type: 'text' })
  kind!: StayNoticeKind;

  @ManyToOne(() => ReservationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id', foreignKeyConstraintName: 'stay_notices_reservation_id_fkey' })
  reservation?: ReservationEntity;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  queuedAt!: Date;
}
