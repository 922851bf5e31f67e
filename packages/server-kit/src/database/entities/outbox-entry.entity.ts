import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A job that must happen because of a state change, written in the same transaction as that change.
 * The relay moves due entries to the queue with the entry's id as the job id.
 */
@Entity({ name: 'outbox' })
// What the relay polls: entries due and neither dispatched nor dead.
@Index('outbox_due_idx', ['availableAt'], { where: 'dispatched_at IS NULL AND dead_at IS NULL' })
export class OutboxEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  jobName!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Not before this time: moved forward after a failed hand-over (back-off). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  availableAt!: Date;

  /** A relay holds the entry until this time; a relay that died lets it go when the time passes. */
  @Column({ type: 'timestamptz', nullable: true })
  claimedUntil!: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAt!: Date | null;

  /** Set when the relay gave up; the entry stays for the host or operator to see. */
  @Column({ type: 'timestamptz', nullable: true })
  deadAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** The HTTP request that caused the entry (its X-Request-Id), carried into the job's logs. */
  @Column({ type: 'text', nullable: true })
  requestId!: string | null;
}
