import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A job that must happen because of a state change, written in the same transaction as that change.
 * The relay moves due entries to the queue with the entry's id as the job id, and hands them over again until
 * their job has run (completed_at).
 */
@Entity({ name: 'outbox' })
// What the relay polls: entries neither done nor dead.
@Index('outbox_pending_idx', ['availableAt'], { where: 'completed_at IS NULL AND dead_at IS NULL' })
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

  /** Failed runs of the job in this round (never hand-overs refused by an unavailable queue). */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** How often the host retried the entry from the dead-letter state; part of the queue's job id. */
  @Column({ type: 'integer', default: 0 })
  retryRound!: number;

  /** Last handed to the queue; not yet completed by then plus the redelivery lease, it is handed over again. */
  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAt!: Date | null;

  /** The job ran (its effect is recorded): the entry is done. */
  @Column({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  /** Dead letter: the job failed every attempt; the entry stays for the host to see and retry. */
  @Column({ type: 'timestamptz', nullable: true })
  deadAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** The HTTP request that caused the entry (its X-Request-Id), carried into the job's logs. */
  @Column({ type: 'text', nullable: true })
  requestId!: string | null;
}
