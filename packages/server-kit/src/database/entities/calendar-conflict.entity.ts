import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A feed block that lands on a held or confirmed direct booking: flagged for the host, never silently ignored.
 * Resolved (resolved_at set) by the sync once the overlap is gone (the block moved, or the booking ended).
 */
@Entity({ name: 'calendar_conflicts' })
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

  @Column({ type: 'timestamptz' })
  detectedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;
}
