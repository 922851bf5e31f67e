import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ReservationEntity } from './reservation.entity.js';

/**
 * A feed block that lands on a held or confirmed direct booking: flagged for the host, never silently ignored.
 * Resolved (resolved_at set) by the sync once the overlap is gone (the block moved, or the booking ended).
 */
@Entity({ name: 'calendar_conflicts' })
// One open conflict per block occurrence and booking; a resolved one may come back later as a new row.
@Index('calendar_conflicts_open_idx', ['source', 'uid', 'startsOn', 'reservationId'], {
  unique: true,
  where: 'resolved_at IS NULL',
})
export class CalendarConflictEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  source!: string;

  @Column({ type: 'text' })
  uid!: string;

  @Column({ type: 'date' })
  startsOn!: string;

  @Column({ type: 'date' })
  endsOn!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'uuid' })
  reservationId!: string;

  @ManyToOne(() => ReservationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id', foreignKeyConstraintName: 'calendar_conflicts_reservation_id_fkey' })
  reservation?: ReservationEntity;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  detectedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;
}
